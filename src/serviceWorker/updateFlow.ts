import { SW_RELOAD_FOCUS_POLL_MS } from '@/src/config/constants';
import { SKIP_WAITING_MESSAGE } from './config';

/** The parts of a ServiceWorker the flow uses (real ones fit; tests pass fakes). */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** The parts of a ServiceWorkerRegistration the flow uses. */
export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/** The parts of the page the flow uses: `navigator.serviceWorker`, focus and reload. */
export interface UpdateFlowPage {
  readonly container: {
    readonly controller: object | null;
    addEventListener(type: 'controllerchange', listener: () => void): void;
  };
  hasFocus(): boolean;
  reload(): void;
}

/**
 * A new deploy's worker waits behind the one controlling the page: tell it to skip waiting.
 * When it takes control, reload so the page runs the new deploy's chunks, but only while the
 * window has focus (a reader in another window does not lose their place): checked now, then
 * every SW_RELOAD_FOCUS_POLL_MS. The first install (no previous controller) never reloads.
 */
export function startUpdateFlow(registration: RegistrationLike, page: UpdateFlowPage): void {
  let hadController = page.container.controller !== null;
  let reloading = false;

  const whenInstalled = (worker: WorkerLike) => {
    if (worker.state === 'installed') {
      worker.postMessage(SKIP_WAITING_MESSAGE);
      return;
    }
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        worker.postMessage(SKIP_WAITING_MESSAGE);
      }
    });
  };

  if (registration.waiting) {
    whenInstalled(registration.waiting);
  }
  if (registration.installing) {
    whenInstalled(registration.installing);
  }
  registration.addEventListener('updatefound', () => {
    if (registration.installing) {
      whenInstalled(registration.installing);
    }
  });

  page.container.addEventListener('controllerchange', () => {
    if (!hadController) {
      // First install: the worker claimed a page that already runs the current deploy.
      hadController = true;
      return;
    }
    if (!reloading) {
      reloading = true;
      reloadWhenFocused(page);
    }
  });
}

function reloadWhenFocused(page: UpdateFlowPage): void {
  if (page.hasFocus()) {
    page.reload();
    return;
  }
  const timer = setInterval(() => {
    if (page.hasFocus()) {
      clearInterval(timer);
      page.reload();
    }
  }, SW_RELOAD_FOCUS_POLL_MS);
}

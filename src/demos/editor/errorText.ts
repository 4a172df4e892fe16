import { DEMO_EDITOR_LOOP_LIMIT_MS } from '@/src/config/constants';
import { interpolate } from '@/src/i18n/translate';
import type { EditorError } from './compile';
import type { EditorTranslate } from './strings';

/** What went wrong with an edit, for the message under the editor, in the reader's language. */
export function errorText(t: EditorTranslate, error: EditorError): string {
  switch (error.kind) {
    case 'syntax':
      return interpolate(t('demoEditor.error.syntax'), {
        line: error.line,
        column: error.column,
        message: error.message,
      });
    case 'import':
      return interpolate(t('demoEditor.error.import'), {
        line: error.line,
        specifier: error.specifier,
      });
    case 'load':
      return interpolate(t('demoEditor.error.load'), {
        line: error.line,
        specifier: error.specifier,
        message: error.message,
      });
    case 'export':
      return t('demoEditor.error.export');
    case 'loop':
      return interpolate(t('demoEditor.error.loop'), {
        line: error.line,
        seconds: DEMO_EDITOR_LOOP_LIMIT_MS / 1000,
      });
    case 'runtime':
      return error.line === null
        ? interpolate(t('demoEditor.error.runtimeNoLine'), {
            message: error.message,
          })
        : interpolate(t('demoEditor.error.runtime'), {
            line: error.line,
            message: error.message,
          });
  }
}

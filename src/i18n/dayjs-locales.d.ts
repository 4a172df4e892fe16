// dayjs declares its `dayjs/locale/*` modules in a file TypeScript does not pick up by itself.
/// <reference types="dayjs/locale" />

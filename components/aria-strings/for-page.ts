import { provideAriaStrings } from './provide';

/**
 * Imported first by every module that renders react-aria once the page wants it (the date picker,
 * the phone menu's panel, the site's dialogs): evaluated before react-aria's own modules in that
 * chunk, so react-aria starts with the page's locale and strings, as if its LocalizedStringProvider
 * had set them, with no loader of its own.
 */
provideAriaStrings();

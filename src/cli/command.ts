/** The CLI command contract lives in the plugin API (games implement commands too). */
export { EXIT_USAGE, UsageError, type CliCommand, type CliIo } from '../plugin-api/cli';

/**
 * Starts the site (`node server/main.ts`): the configuration from the environment (exit 1 with the list of
 * problems when invalid), then OpenTelemetry when an OTLP endpoint is set (before any module it instruments is
 * loaded: server/telemetry/sdk.ts), then the site itself (server/start.ts).
 */
import { ConfigError, loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const telemetry = config.telemetry.enabled ? (await import('./telemetry/sdk.ts')).startTelemetry(config.telemetry) : null;
const { startSite } = await import('./start.ts');
await startSite(config, telemetry);

export { createLogger, type Logger, setRootLogger, withLogger } from "../app/logger.server";

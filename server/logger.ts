export {
  createLogger,
  type Logger,
  requestLogOptions,
  requestLogSerializers,
  setRootLogger,
  withLogger,
} from "../app/logger.server";

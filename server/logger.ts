export {
  createLogger,
  type Logger,
  requestLogSerializers,
  setRootLogger,
  withLogger,
} from "../app/logger.server";

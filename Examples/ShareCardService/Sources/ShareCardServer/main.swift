import Foundation
import Logging
import ShareCardKit

// One replica: configured from the environment (Sources/ShareCardKit/Server/ServiceConfiguration.swift),
// serving until SIGTERM or SIGINT.
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
    return handler
}
let logger = Logger(label: "share-card-service")
do {
    let configuration = try ServiceConfiguration.fromEnvironment()
    try await ShareCardService(configuration: configuration, logger: logger).run()
} catch {
    logger.critical("cannot start", metadata: ["error": "\(error)"])
    exit(1)
}

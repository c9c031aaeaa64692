import Foundation
import Hummingbird
import NIOCore

/// Why the service did not answer with an image: each case has its HTTP status and a JSON body
/// (`{"error": "...", "message": "..."}`) so that clients and logs see the reason, never a crash.
public enum ServiceError: Error, Sendable, Equatable {
    /// A parameter is missing, too long, not a number, out of range, or an image cannot be read.
    case invalid(String)
    /// The `Accept` header names no format the service writes.
    case notAcceptable(String)
    /// More renders are in flight than the bound allows; the client should retry after `retryAfter` seconds.
    case overloaded(retryAfter: Int)
    /// The render did not finish within the render timeout.
    case timedOut
    /// Rendering or encoding failed (a Darkroom error), or the server is shutting down.
    case renderFailed(String)

    /// The HTTP status that carries this error.
    public var status: HTTPResponse.Status {
        switch self {
        case .invalid: .badRequest
        case .notAcceptable: .notAcceptable
        case .overloaded: .serviceUnavailable
        case .timedOut: .gatewayTimeout
        case .renderFailed: .internalServerError
        }
    }

    /// A short machine-readable code, also the `reason` label of the rejection counter.
    public var code: String {
        switch self {
        case .invalid: "invalid_parameter"
        case .notAcceptable: "not_acceptable"
        case .overloaded: "overloaded"
        case .timedOut: "render_timeout"
        case .renderFailed: "render_failed"
        }
    }

    /// What a person reads.
    public var message: String {
        switch self {
        case .invalid(let why), .notAcceptable(let why), .renderFailed(let why): why
        case .overloaded(let seconds): "too many renders in flight; retry after \(seconds) s"
        case .timedOut: "the render did not finish in time"
        }
    }

    /// The error as an HTTP response with a JSON body (and `Retry-After` when overloaded).
    public var response: Response {
        struct Body: Encodable { var error: String; var message: String }
        let json = (try? JSONEncoder().encode(Body(error: code, message: message))) ?? Data("{}".utf8)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if case .overloaded(let seconds) = self { headers[.retryAfter] = String(seconds) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json)))
    }
}

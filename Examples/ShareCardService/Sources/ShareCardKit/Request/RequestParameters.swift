import Foundation
import Hummingbird
import NIOCore

/// A card request's string parameters and uploaded avatar, from the query string and the body: a JSON object
/// (`application/json`, with the avatar as `avatarBase64`), or the avatar's bytes themselves (`image/*`).
enum RequestParameters {
    static func read(_ request: inout Request, maxBody: Int) async throws -> ([String: String], Data?) {
        var parameters = try query(request.uri.query)
        guard request.method == .post else { return (parameters, nil) }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maxBody)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw ServiceError.invalid("the body is larger than \(maxBody >> 20) MB")
        }
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        if contentType.hasPrefix("application/json") {
            let (fields, upload) = try json(Data(body.readableBytesView))
            parameters.merge(fields) { _, fromBody in fromBody }
            return (parameters, upload)
        }
        guard contentType.hasPrefix("image/") || contentType.hasPrefix("application/octet-stream") else {
            throw ServiceError.invalid("a POST body is JSON (application/json) or an image (image/*)")
        }
        guard body.readableBytes > 0 else { throw ServiceError.invalid("the uploaded image is empty") }
        return (parameters, Data(body.readableBytesView))
    }

    /// `name=value` pairs, `+` as space and percent-decoded; a name given twice is an error, not a guess.
    static func query(_ query: String?) throws(ServiceError) -> [String: String] {
        var result: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else {
                throw .invalid("the query string is not valid percent-encoding")
            }
            guard result.updateValue(value, forKey: name) == nil else {
                throw .invalid("'\(CardRequest.prefix(name))' is given more than once")
            }
        }
        return result
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// A flat JSON object of strings and numbers; `avatarBase64` becomes the upload.
    static func json(_ data: Data) throws(ServiceError) -> ([String: String], Data?) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let fields = object as? [String: Any] else {
            throw .invalid("the body is not a JSON object")
        }
        var result: [String: String] = [:]
        var upload: Data?
        for (name, value) in fields {
            if name == "avatarBase64" {
                guard let text = value as? String, let bytes = Data(base64Encoded: text) else {
                    throw .invalid("'avatarBase64' must be base64 text")
                }
                upload = bytes
            } else if let text = value as? String {
                result[name] = text
            } else if let number = value as? NSNumber, !(value is Bool) {
                result[name] = number.stringValue
            } else {
                throw .invalid("'\(CardRequest.prefix(name))' must be a string or a number")
            }
        }
        return (result, upload)
    }
}

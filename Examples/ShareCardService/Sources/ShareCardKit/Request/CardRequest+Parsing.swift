import Foundation

extension CardRequest {
    /// Parameter names a request may use; any other name is rejected so that typos do not go unseen.
    static let knownParameters: Set<String> = ["title", "subtitle", "from", "to", "text", "width", "scale", "avatar"]

    /// A validated request from string parameters (a query string, or a JSON object's values), or
    /// `ServiceError.invalid` saying which parameter is wrong and why.
    public static func parse(
        kind: Kind, format: OutputFormat, parameters: [String: String], upload: Data? = nil
    ) throws(ServiceError) -> CardRequest {
        if let unknown = parameters.keys.sorted().first(where: { !knownParameters.contains($0) }) {
            throw .invalid("unknown parameter '\(prefix(unknown))'")
        }
        guard let title = parameters["title"] else { throw .invalid("'title' is required") }
        var request = CardRequest(kind: kind, format: format, title: try text(title, "title", maxTitleCharacters))
        if let subtitle = parameters["subtitle"] {
            request.subtitle = try text(subtitle, "subtitle", maxSubtitleCharacters)
        }
        request.from = try color(parameters["from"], "from", default: request.from)
        request.to = try color(parameters["to"], "to", default: request.to)
        request.text = try color(parameters["text"], "text", default: request.text)
        request.width = try width(parameters)
        if let name = parameters["avatar"] {
            guard upload == nil else { throw .invalid("give 'avatar' or an uploaded image, not both") }
            request.avatar = .file(try avatarName(name))
        } else if let upload {
            request.avatar = .uploaded(upload, hash: FNV1a.hash(upload))
        }
        return request
    }

    /// A text parameter within `limit` characters. The UTF-8 length is checked first, so a 10 MB string is
    /// refused without counting its characters.
    private static func text(_ value: String, _ name: String, _ limit: Int) throws(ServiceError) -> String {
        guard value.utf8.count <= limit * 4, value.count <= limit else {
            throw .invalid("'\(name)' is longer than \(limit) characters")
        }
        return value
    }

    private static func color(_ value: String?, _ name: String, default: HexColor) throws(ServiceError) -> HexColor {
        guard let value else { return `default` }
        guard let color = HexColor(parsing: value[...]) else {
            throw .invalid("'\(name)' must be a colour written RRGGBB or #RRGGBB, not '\(prefix(value))'")
        }
        return color
    }

    /// `width` (whole pixels) or `scale` (pixels per point, finite), within `widthRange`.
    private static func width(_ parameters: [String: String]) throws(ServiceError) -> Int {
        let range = widthRange
        if let text = parameters["width"] {
            guard parameters["scale"] == nil else { throw .invalid("give 'width' or 'scale', not both") }
            guard let width = Int(text), range.contains(width) else {
                throw .invalid("'width' must be a whole number of pixels in \(range.lowerBound)...\(range.upperBound)")
            }
            return width
        }
        if let text = parameters["scale"] {
            let lowest = Double(range.lowerBound) / Double(designWidth)
            let highest = Double(range.upperBound) / Double(designWidth)
            guard let scale = Double(text), scale.isFinite, scale >= lowest, scale <= highest else {
                throw .invalid(
                    "'scale' must be a finite number in \(lowest)...\((highest * 1000).rounded(.down) / 1000)")
            }
            return Int((scale * Double(designWidth)).rounded())
        }
        return designWidth
    }

    /// A file name in the avatar folder: letters, digits, `.`, `_`, `-`, not starting with a dot (no paths).
    private static func avatarName(_ name: String) throws(ServiceError) -> String {
        let allowed = name.utf8.allSatisfy { b in
            (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
        }
        guard (1...128).contains(name.utf8.count), allowed, !name.hasPrefix(".") else {
            throw .invalid("'avatar' must be a file name (letters, digits, '.', '_', '-') in the avatar folder")
        }
        return name
    }

    /// The start of a value for an error message: a hostile 10 MB value is not echoed back.
    static func prefix(_ value: String) -> String {
        value.count > 40 ? String(value.prefix(40)) + "…" : value
    }
}

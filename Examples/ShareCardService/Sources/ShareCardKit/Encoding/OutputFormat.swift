/// The image formats the service writes, chosen by a path's extension or else by the `Accept` header.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, webp

    /// The MIME type of the response.
    public var mimeType: String { "image/\(rawValue)" }

    /// The format a path extension names (`png`, `jpg`, `jpeg`, `webp`), or `nil`.
    public init?(fileExtension: Substring) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "webp": self = .webp
        default: return nil
        }
    }

    /// The format to answer an `Accept` header with: the supported type with the highest `q` (ties keep the
    /// header's order); `image/*`, `*/*` or no header mean PNG. `nil` when the header accepts none of them.
    public static func negotiate(accept: String?) -> OutputFormat? {
        guard let accept, !accept.allSatisfy(\.isWhitespace) else { return .png }
        var best: (format: OutputFormat, q: Double)?
        for item in accept.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingSpaces() }
            guard let type = parts.first?.lowercased() else { continue }
            var q = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                q = Double(parameter.dropFirst(2)).flatMap { $0.isFinite ? min(max($0, 0), 1) : nil } ?? 0
            }
            let format: OutputFormat? =
                switch type {
                case "image/png", "image/*", "*/*": .png
                case "image/jpeg", "image/jpg": .jpeg
                case "image/webp": .webp
                default: nil
                }
            guard let format, q > 0 else { continue }
            if best == nil || q > best!.q { best = (format, q) }
        }
        return best?.format
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}

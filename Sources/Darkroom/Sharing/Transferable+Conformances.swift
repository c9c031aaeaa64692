import Foundation

// The standard types CoreTransferable and SwiftUI make transferable, with the content types
// they export.

extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.utf8) }
        DataRepresentation(exportedContentType: .plainText) { Data($0.utf8) }
    }
}

extension Data: Transferable {
    /// The bytes as they are.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .data) { $0 }
    }
}

extension URL: Transferable {
    /// The URL's string, UTF-8, as the pasteboard carries a URL.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .url) { Data($0.absoluteString.utf8) }
        DataRepresentation(exportedContentType: .plainText) { Data($0.absoluteString.utf8) }
    }
}

extension AttributedString: Transferable {
    /// The characters as UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { Data(String($0.characters).utf8) }
    }
}

extension Image: Transferable {
    /// The image as PNG, as SwiftUI's `Image` exports it: a bitmap image's own pixels, any other
    /// image (a symbol, a named asset) drawn at 1 pixel per point.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in try image.pngData() }
    }

    func pngData() throws -> Data {
        if case .bitmap(let bitmap?, _) = source, systemName == nil, !isResizable, templateMode != .template {
            guard let data = UIImage(cgImage: bitmap).pngData() else { throw TransferError.noRepresentation(.png) }
            return data
        }
        return try ViewRenderer().pngData(self)
    }
}

extension Color: Transferable {
    /// The colour's light-appearance sRGB components as JSON (`[r, g, b, a]`), Darkroom's encoding.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .json) { color in
            let c = color.resolve(in: EnvironmentValues())
            return try JSONEncoder().encode([c.red, c.green, c.blue, c.alpha])
        }
    }
}

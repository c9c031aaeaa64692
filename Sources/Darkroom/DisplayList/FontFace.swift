import CCairo
import Foundation

/// A sized font face as layout chose it: a cairo scaled font (reference-counted
/// and thread-safe in cairo) plus the file fontconfig matched, for tools that
/// need the font file itself (subsetting, inspection).
@_spi(Engine) public final class FontFace: @unchecked Sendable, Hashable {
    let scaledFont: OpaquePointer
    /// The font file fontconfig matched, when known.
    public let filePath: String?
    /// Face index inside `filePath`.
    public let faceIndex: Int
    /// Size in points.
    public let pointSize: CGFloat
    /// Family and style as fontconfig names them, e.g. "Inter Semi Bold".
    public let name: String

    init(scaledFont: OpaquePointer, filePath: String?, faceIndex: Int, pointSize: CGFloat, name: String) {
        self.scaledFont = cairo_scaled_font_reference(scaledFont)
        self.filePath = filePath
        self.faceIndex = faceIndex
        self.pointSize = pointSize
        self.name = name
    }
    deinit { cairo_scaled_font_destroy(scaledFont) }

    public static func == (l: FontFace, r: FontFace) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

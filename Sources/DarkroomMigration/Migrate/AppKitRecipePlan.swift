/// What an AppKit snapshot function does, in ImageRenderer's terms: an `NSHostingView` (alone, as an
/// `NSHostingController`'s view, or as a borderless window's content view) given a size, a bitmap cached from its
/// bounds at the backing scale, and what the function hands back.
struct AppKitRecipePlan {
    /// What the function hands back, which decides the renderer property the rewrite reads.
    enum Output: Equatable {
        /// An `NSImage` (built from the bitmap, or a helper's result): `renderer.nsImage`.
        case image
        /// The `NSBitmapImageRep` itself: one made from `renderer.cgImage`, `size` in points.
        case bitmap
        /// Encoded bytes, `representation(using:properties:)` of the bitmap: the same call on a bitmap of
        /// `renderer.cgImage`.
        case encoded(storage: String, properties: String)
        /// The bitmap's `CGImage`: `renderer.cgImage`.
        case cgImage
    }

    /// The hosted content, as the recipe wrote it.
    var content = ""
    /// How the hosting view got its size: `nil` for its ideal size (`fittingSize`, `intrinsicContentSize`), or the
    /// size expression of an explicit frame (a canvas of that size, the content centred, as `NSHostingView` does).
    var size: String?
    /// Whether a size was given at all (a hosting view never sized caches nothing).
    var sized = false
    var output: Output = .image
    /// Whether the function's result type is optional (`NSImage?`); a non-optional one keeps `?? NSImage()`.
    var optionalResult = true
    /// Statements kept verbatim before the renderer (plain `let`s the rewrite does not own).
    var kept: [String] = []
    /// What the rewrite dropped or changed, for the report.
    var notes: [String] = []
}

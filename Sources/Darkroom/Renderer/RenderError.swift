import Foundation

/// Why a render could not produce its output. Darkroom reports bad input with
/// these errors; it never crashes on it and never leaves a partial file.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scale is zero, negative, NaN or infinite.
    case invalidScale(CGFloat)
    /// The proposed size has a negative or NaN dimension.
    case invalidProposal(ProposedViewSize)
    /// The view chose a size with a zero, negative, NaN or infinite dimension.
    case invalidSize(CGSize)
    /// The image would have more pixels than the configured cap allows.
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// cairo could not create or draw a surface.
    case cairo(String)
    /// An encoder failed.
    case encoding(String)
    /// A file could not be written.
    case io(path: String, reason: String)
    /// Views are nested deeper than `limit` levels (each container, modifier
    /// and custom view counts one): the limit is 2,000, or less on a thread
    /// whose stack cannot hold that many; see docs/hostile-input.md.
    case viewTreeTooDeep(limit: Int)
    /// A PDF or SVG page is wider or taller than `maximumSide` points (1,000,000: cairo's vector coordinates
    /// end at 2²³ points).
    case pageTooLarge(CGSize, maximumSide: CGFloat)

    /// A sentence naming what went wrong and the value that caused it.
    public var description: String {
        switch self {
        case .invalidScale(let s): "invalid scale \(s): it must be a finite number greater than 0"
        case .invalidProposal(let p): "invalid proposed size \(p): dimensions must be nil, 0, positive or infinity"
        case .invalidSize(let s):
            "the view's size \(s) cannot be rendered: both dimensions must be finite and greater than 0"
        case .pageTooLarge(let s, let m):
            "a PDF or SVG page of \(s.width) × \(s.height) points is larger than the maximum side of \(m) points"
        case .tooLarge(let w, let h, let m): "a \(w) × \(h) image exceeds the cap of \(m) pixels"
        case .cairo(let m): "cairo failed: \(m)"
        case .encoding(let m): "encoding failed: \(m)"
        case .io(let path, let reason): "cannot write \(path): \(reason)"
        case .viewTreeTooDeep(let limit):
            "views are nested more than \(limit) levels deep "
                + "(the most that this thread's stack, or the cap of 2,000, allows)"
        }
    }
}

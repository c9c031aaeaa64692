#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The display the legacy recipe renders for, as UIKit's `UIScreen`.
///
/// Linux has no screen, so `scale` is a setting: **2 by default** (a Retina
/// iPhone's @2x, the common case legacy snapshots were written for); set
/// `UIScreen.main.scale = 3` for @3x output, or the `DARKROOM_SCREEN_SCALE`
/// environment variable before first use. `scale` 0 passed to
/// `UIGraphicsBeginImageContextWithOptions` and a `nil` scale in the backported
/// `ImageRenderer(content:size:scale:)` mean this value.
public final class UIScreen: @unchecked Sendable {
    /// The one screen.
    public static let main = UIScreen()

    /// The default `scale` when `DARKROOM_SCREEN_SCALE` is not set.
    public static let defaultScale: CGFloat = 2

    private let lock = NSLock()
    private var _scale: CGFloat
    private var _bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A screen with the default scale (or `DARKROOM_SCREEN_SCALE`) and bounds;
    /// UIKit code that measures with a fresh `UIScreen()` gets the same values as `main`'s defaults.
    public init() {
        let setting = ProcessInfo.processInfo.environment["DARKROOM_SCREEN_SCALE"].flatMap(Double.init)
        if let v = setting, v.isFinite, v > 0 {
            _scale = CGFloat(v)
        } else {
            _scale = Self.defaultScale
        }
    }

    /// Pixels per point. Invalid values (zero, negative, NaN, infinite) are ignored.
    public var scale: CGFloat {
        get { lock.withLock { _scale } }
        set { if newValue.isFinite && newValue > 0 { lock.withLock { _scale = newValue } } }
    }
    /// As `scale`: there is no separate physical panel.
    public var nativeScale: CGFloat { scale }
    /// The screen's size in points (an iPhone 14's 390 × 844 by default; settable).
    public var bounds: CGRect {
        get { lock.withLock { _bounds } }
        set { lock.withLock { _bounds = newValue.standardized } }
    }
}
#endif

import DarkroomCompat
import Foundation

/// A device container for view snapshots, as swift-snapshot-testing's `ViewImageConfig`:
/// a size in points, the safe area the system inset it by, and traits.
///
/// swift-snapshot-testing declares it on iOS and tvOS only; this module declares
/// it on Linux with the same members and presets (ViewImageConfig+Devices.swift).
public struct ViewImageConfig: Sendable {
    /// Phone orientation.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// Tablet orientation, with the split-view width the app has.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait iPad's width in split view.
        public enum PortraitSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// The app's share of a landscape iPad's width in split view.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Half the screen.
            case oneHalf
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, with the app's share of the width.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with the app's share of the width.
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the content keeps clear of (status bar, home indicator, notch).
    public var safeArea: UIEdgeInsets
    /// The container's size in points; `nil` fits the view.
    public var size: CGSize?
    /// The traits the view is drawn with.
    public var traits: UITraitCollection

    /// A container of `size` points (or the view's own size), inset by `safeArea`, drawn with `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

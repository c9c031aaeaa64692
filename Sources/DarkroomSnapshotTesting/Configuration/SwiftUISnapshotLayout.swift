import DarkroomCompat
import Foundation

/// The size constraint for a snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout`
/// (similar to `PreviewLayout`).
///
/// swift-snapshot-testing declares this type only where SwiftUI exists, so on
/// Linux this module declares it with the same cases.
public enum SwiftUISnapshotLayout: Sendable {
    /// Centre the view in a device container described by `config`: the config's size,
    /// its safe area inset from the edges, its traits.
    case device(config: ViewImageConfig)
    /// Centre the view in a fixed size container (points), no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// Fit the view to its ideal size.
    case sizeThatFits
}

import Foundation

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge: left in left-to-right layouts.
    case leading
    /// The trailing edge: right in left-to-right layouts.
    case trailing
}

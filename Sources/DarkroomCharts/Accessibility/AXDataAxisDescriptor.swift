import Foundation

/// An axis of a chart descriptor.
public protocol AXDataAxisDescriptor {
    /// The axis title read out by assistive technologies.
    var title: String { get set }
}

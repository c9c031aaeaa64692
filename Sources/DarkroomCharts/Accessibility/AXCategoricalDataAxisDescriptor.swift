import Foundation

/// A categorical axis: its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis title read out.
    public var title: String
    /// The categories in axis order.
    public var categoryOrder: [String]
    /// A categorical axis description.
    public init(title: String, categoryOrder: [String]) { self.title = title; self.categoryOrder = categoryOrder }
}

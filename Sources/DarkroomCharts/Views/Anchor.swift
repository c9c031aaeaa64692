import Foundation

/// A geometry value resolved by a `GeometryProxy` (the plot frame of a `ChartProxy`).
///
/// Darkroom's chart proxies carry the plot's frame in the chart's own coordinates, which is
/// what a `GeometryReader` filling the chart (an overlay's or background's) reads back.
public struct Anchor<Value> {
    let value: Value
}

nonisolated extension GeometryProxy {
    /// The frame an anchor stands for, in this reader's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect { anchor.value }
}

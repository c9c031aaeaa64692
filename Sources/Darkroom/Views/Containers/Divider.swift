import Foundation

/// A visual element that separates content: a hairline one pixel thick
/// (1 ÷ `displayScale` points) in iOS's separator colour, horizontal in a
/// `VStack` or outside stacks, vertical in an `HStack`. Along its length it
/// takes what it is offered.
nonisolated public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}
    public var body: Never { primitiveBody("Divider") }

    /// iOS's `separatorColor`: #3C3C43 at 29% (light), #545458 at 60% (dark).
    static let separator = Color(
        light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6), name: "separator")

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let scale = context.environment.displayScale
        let thickness = 1 / (scale > 0 && scale.isFinite ? scale : 1)
        let vertical = context.stackAxis == .horizontal
        let color = Self.separator.resolve(in: context.environment)
        return ShapeNode(name: "Divider", sizing: { p in
            let length = vertical ? p.height : p.width
            let l = length ?? 10
            return vertical ? CGSize(width: thickness, height: l) : CGSize(width: l, height: thickness)
        }, draw: { rect in .fill(Path(rect), .color(color), FillStyle()) })
    }
}

import Foundation

// SwiftUI's colour-effect modifiers. Each applies the same 4 × 5 colour matrix as
// its `GraphicsContext.Filter` namesake (one copy of each rule) to every colour,
// gradient stop and image pixel the modified view records, which is exact for
// opaque content (see `GraphicsContext.Filter` for the edge cases).

extension View {
    /// Inverts the colours of the view.
    nonisolated public func colorInvert() -> some View { colorEffect(.colorInvert(), name: "colorInvert") }
    /// Multiplies the view's colours by a colour.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        colorEffect(.colorMultiply(color), name: "colorMultiply")
    }
    /// Adds `amount` (−1…1) to each colour channel.
    nonisolated public func brightness(_ amount: Double) -> some View {
        colorEffect(.brightness(amount), name: "brightness")
    }
    /// Scales each channel's distance from mid-grey by `amount`.
    nonisolated public func contrast(_ amount: Double) -> some View { colorEffect(.contrast(amount), name: "contrast") }
    /// Sets the saturation: 0 is grey, 1 unchanged.
    nonisolated public func saturation(_ amount: Double) -> some View {
        colorEffect(.saturation(amount), name: "saturation")
    }
    /// Removes colour by `amount` (1 is fully grey).
    nonisolated public func grayscale(_ amount: Double) -> some View {
        colorEffect(.grayscale(amount), name: "grayscale")
    }
    /// Rotates the hues of the view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        colorEffect(.hueRotation(angle), name: "hueRotation")
    }
    /// Turns luminance into alpha, colour black (a mask from a picture).
    nonisolated public func luminanceToAlpha() -> some View { colorEffect(.luminanceToAlpha, name: "luminanceToAlpha") }

    nonisolated private func colorEffect(_ filter: GraphicsContext.Filter, name: String) -> some View {
        nodeModifier { node in
            guard case .matrix(let matrix) = filter.kind else { return node }
            return ColorEffectNode(name: name, child: node, matrix: matrix)
        }
    }
}

/// Lays its child out unchanged and marks the placed subtree with a colour matrix.
final class ColorEffectNode: WrapperNode {
    let matrix: ColorMatrix
    init(name: String, child: LayoutNode, matrix: ColorMatrix) {
        self.matrix = matrix
        super.init(name: name, child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        var placed = PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
        placed.colorMatrix = matrix
        return placed
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}

import Foundation
import Testing
@testable import Darkroom

/// Lays out `view` with the root proposed `width` × `height` (nil = unspecified).
func layoutTree<V: View>(_ view: V, _ width: CGFloat? = nil, _ height: CGFloat? = nil, scale: CGFloat = 1) throws
    -> PlacedView
{
    try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: width, height: height), scale: scale))
        .layout(view)
}

/// A coloured block of a fixed size, tagged for lookup: metrics that do not depend on fonts.
func block(_ id: String, _ w: CGFloat, _ h: CGFloat) -> some View {
    Color.blue.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// The first-text-baseline offset of a text view at its ideal size (for relations between texts).
func firstBaseline(_ text: Text) -> CGFloat {
    let node = Resolver.node(text, ResolveContext(environment: EnvironmentValues(), stackAxis: nil))
    let size = node.sizeThatFits(.unspecified)
    return node.guide(VerticalAlignment.firstTextBaseline.key, size: size) ?? .nan
}

func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance) && approx(a.width, b.width, tolerance)
        && approx(a.height, b.height, tolerance)
}

/// The colour of the pixel at (`x`, `y`) of an image rendered at scale 1.
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> RGBA? { image.pixel(x: x, y: y) }

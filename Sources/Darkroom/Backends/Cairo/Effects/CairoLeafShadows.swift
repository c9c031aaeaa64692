import CCairo
import Foundation

/// Shadows as SwiftUI draws them: a container's `shadow` falls under each of its
/// leaves (shapes, text, images), each leaf's shadow drawn just before it, so text
/// on a shadowed card casts its own faint shadow onto the card. A
/// `compositingGroup()` (or `drawingGroup()`) inside the shadow flattens its
/// content first, and the whole silhouette casts one shadow.
///
/// Stacked shadows compound, as on iOS: `.shadow(a).shadow(b)` casts `b` from the leaf *and*
/// its shadow `a`, so four radius-10 shadows reach about twice as far as one.
extension CairoReplayer {
    func drawShadowed(_ items: [DisplayItem], shadows: [Shadow]) {
        let visible = shadows.filter { $0.color.alpha > 0 }
        guard !visible.isEmpty else { draw(items); return }
        let effects = RasterEffects(replayer: self)
        for item in items {
            if case .group(let g) = item, !g.isCompositingGroup {
                drawGroup(g, inheritedShadows: visible)
                continue
            }
            // `visible` runs from the outermost modifier to the innermost; each shadow is cast
            // by the leaf together with the shadows inside it.
            for (index, shadow) in visible.enumerated() {
                let inner = Array(visible[(index + 1)...])
                if inner.isEmpty {
                    effects.drawShadow(shadow, of: [item])
                } else {
                    effects.drawShadow(shadow, of: [Self.shadowed(item, by: inner)])
                }
            }
            draw(item)
        }
    }

    /// `item` under `shadows` (outermost first) as one display item.
    private static func shadowed(_ item: DisplayItem, by shadows: [Shadow]) -> DisplayItem {
        shadows.reversed().reduce(item) { picture, shadow in
            var group = DisplayGroup(items: [picture])
            group.shadow = shadow
            return .group(group)
        }
    }
}

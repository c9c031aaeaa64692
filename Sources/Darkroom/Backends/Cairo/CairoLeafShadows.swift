import CCairo
import Foundation

/// Shadows as SwiftUI draws them: a container's `shadow` falls under each of its
/// leaves (shapes, text, images), each leaf's shadow drawn just before it, so text
/// on a shadowed card casts its own faint shadow onto the card. A
/// `compositingGroup()` (or `drawingGroup()`) inside the shadow flattens its
/// content first, and the whole silhouette casts one shadow.
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
            for shadow in visible { effects.drawShadow(shadow, of: [item]) }
            draw(item)
        }
    }
}

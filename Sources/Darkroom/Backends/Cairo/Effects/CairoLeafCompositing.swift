import CCairo
import Foundation

/// Opacity and blend modes as SwiftUI applies them: a container's `opacity` and
/// `blendMode` reach each leaf separately, so overlapping children show through
/// one another. `compositingGroup()` (and masks and blurs, which need the whole
/// picture) composite the container first and apply the effect once.
extension CairoReplayer {
    /// Whether a group's opacity / blend mode is handed to its leaves rather than
    /// applied to an off-screen composite.
    static func appliesToLeaves(_ group: DisplayGroup) -> Bool {
        group.effectsReachLeaves && !group.isCompositingGroup && group.mask == nil && group.blurRadius <= 0
            && (group.opacity < 1 || group.blendMode != .normal)
    }

    func drawLeaves(_ items: [DisplayItem], opacity: Double, blendMode: BlendMode, shadows: [Shadow]) {
        for item in items {
            if case .group(var g) = item, !g.isCompositingGroup {
                // Nested containers pass the effect on, their own transform and clip kept;
                // plain ones (transform, clip, shadow) hand it further down to their leaves.
                if !g.needsLayer { g.effectsReachLeaves = true }
                g.opacity *= opacity
                if g.blendMode == .normal { g.blendMode = blendMode }
                drawGroup(g, inheritedShadows: shadows)
                continue
            }
            let visibleShadows = shadows.filter { $0.color.alpha > 0 }
            if blendMode == .normal, visibleShadows.isEmpty, let faded = item.fadedInPlace(opacity) {
                draw(faded)
                continue
            }
            // One leaf, its shadows included, composited with the effect. The layer is
            // clipped to what the leaf can paint, so it costs the leaf's area, not the canvas's.
            cairo_save(cr)
            var area = item.bounds
            for s in visibleShadows where !area.isNull {
                area = area.union(
                    area.insetBy(dx: -3 * s.radius - 1, dy: -3 * s.radius - 1).offsetBy(
                        dx: s.offset.width, dy: s.offset.height))
            }
            if !area.isNull, area.width.isFinite, area.height.isFinite {
                cairo_rectangle(cr, area.minX - 1, area.minY - 1, area.width + 2, area.height + 2)
                cairo_clip(cr)
            }
            cairo_push_group(cr)
            drawShadowed([item], shadows: visibleShadows)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, blendMode.cairoOperator)
            cairo_paint_with_alpha(cr, opacity)
            cairo_restore(cr)
            cairo_restore(cr)
        }
    }
}

extension DisplayItem {
    /// The item with its paint's alpha multiplied, where that draws exactly what a
    /// faded layer would (single-pass fills, strokes and text); `nil` otherwise.
    func fadedInPlace(_ opacity: Double) -> DisplayItem? {
        if opacity >= 1 { return self }
        switch self {
        case .fill(let path, let paint, let style): return .fill(path, paint.multipliedAlpha(opacity), style)
        case .stroke(let path, let paint, let style): return .stroke(path, paint.multipliedAlpha(opacity), style)
        case .text(var text):
            text.runs = text.runs.map { var r = $0; r.paint = r.paint.multipliedAlpha(opacity); return r }
            text.decorations = text.decorations.map { ($0.rect, $0.color.multipliedAlpha(opacity)) }
            return .text(text)
        case .image, .group: return nil
        }
    }
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `factor`.
    func multipliedAlpha(_ factor: Double) -> Paint {
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multipliedAlpha(factor), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.multipliedAlpha(factor))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let f0, let f1):
            return .ellipticalGradient(
                stops: fade(s), center: c, size: size, startRadiusFraction: f0, endRadiusFraction: f1)
        case .image(var p):
            p.opacity *= factor
            return .image(p)
        }
    }
}

import Foundation

/// SwiftUI's container semantics on the libgd backend, as the cairo backend
/// draws them: a container's `shadow` falls under each of its leaves (shapes,
/// text, images), and its `opacity` and `blendMode` reach each leaf separately,
/// so overlapping children show through one another. `compositingGroup()` (and
/// masks and blurs, which need the whole picture) composite first and apply
/// the effect once.
extension GDReplayer {
    /// Whether a group's opacity / blend mode goes to its leaves rather than to a composite.
    static func appliesToLeaves(_ g: DisplayGroup) -> Bool {
        g.effectsReachLeaves && !g.isCompositingGroup && g.mask == nil && g.blurRadius <= 0
            && (g.opacity < 1 || g.blendMode != .normal)
    }

    /// Items with shadows beneath each leaf (a compositing group casts one shadow).
    func drawShadowed(_ items: [DisplayItem], shadows: [Shadow], _ s: State) {
        let visible = shadows.filter { $0.color.alpha > 0 }
        guard !visible.isEmpty else { draw(items, s); return }
        for item in items {
            if case .group(let g) = item, !g.isCompositingGroup {
                drawGroup(g, s, inheritedShadows: visible)
                continue
            }
            // Text under one shadow: its silhouette layer holds the text as libgd drew it
            // over transparency (each glyph word as is, since `over` onto a transparent
            // pixel returns the source), so compositing that layer puts the same words on
            // the canvas as drawing the text again would, for half the text work. Only a
            // pixel two clusters' glyphs both touch could round differently (libgd's blend
            // is not associative); `TextShadowLayerTests` checks kerned text pixel for pixel.
            // The layer must hold everything the text can paint inside the clip.
            if case .text = item, visible.count == 1, s.mask == nil,
               let layer = drawShadow(visible[0], of: [item], s),
               Self.covers(layer.bounds, PixelRect(covering: Self.deviceBounds([item], s.ctm)).insetBy(-1).intersection(s.clip).intersection(canvas.bounds)) {
                composite(layer, opacity: 1, groupMask: nil, mode: .normal, s)
                continue
            } else if case .text = item, visible.count == 1, s.mask == nil {
                draw([item], s)
                continue
            }
            for shadow in visible { drawShadow(shadow, of: [item], s) }
            draw([item], s)
        }
    }

    private static func covers(_ outer: PixelRect, _ inner: PixelRect) -> Bool {
        inner.isEmpty || (outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1)
    }

    func drawLeaves(_ items: [DisplayItem], opacity: Double, blendMode: BlendMode, shadows: [Shadow], _ s: State) {
        for item in items {
            if case .group(var g) = item, !g.isCompositingGroup {
                // Nested containers pass the effect on, their own transform and clip kept.
                if !Self.needsLayer(g) { g.effectsReachLeaves = true }
                g.opacity *= opacity
                if g.blendMode == .normal { g.blendMode = blendMode }
                drawGroup(g, s, inheritedShadows: shadows)
                continue
            }
            let visible = shadows.filter { $0.color.alpha > 0 }
            if blendMode == .normal, visible.isEmpty, let faded = Self.fadedInPlace(item, opacity) {
                draw([faded], s)
                continue
            }
            // One leaf, its shadows included, composited with the effect in a layer
            // the size of what the leaf can paint.
            var area = PixelRect(covering: Self.deviceBounds([item], s.ctm)).insetBy(-1)
            for sh in visible { area = area.union(shadowArea(of: area, sh, s.ctm)) }
            area = area.intersection(s.clip).intersection(canvas.bounds)
            guard let layer = GDCanvas(rect: area) else { continue }
            GDReplayer(canvas: layer, images: images).drawShadowed([item], shadows: visible, State(ctm: s.ctm, clip: area, mask: nil))
            composite(layer, opacity: opacity, groupMask: nil, mode: blendMode, s)
        }
    }

    /// The item with its paint's alpha multiplied, where that draws exactly what a
    /// faded layer would (single-pass fills, strokes and text); `nil` otherwise.
    static func fadedInPlace(_ item: DisplayItem, _ opacity: Double) -> DisplayItem? {
        if opacity >= 1 { return item }
        switch item {
        case .fill(let path, let paint, let style): return .fill(path, faded(paint, opacity), style)
        case .stroke(let path, let paint, let style): return .stroke(path, faded(paint, opacity), style)
        case .text(var text):
            text.runs = text.runs.map { var r = $0; r.paint = faded(r.paint, opacity); return r }
            text.decorations = text.decorations.map { d in
                (d.rect, RGBA(red: d.color.red, green: d.color.green, blue: d.color.blue, alpha: d.color.alpha * opacity))
            }
            return .text(text)
        case .image, .group: return nil
        }
    }

    static func faded(_ paint: Paint, _ factor: Double) -> Paint {
        func fade(_ c: RGBA) -> RGBA { RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * factor) }
        func fade(_ stops: [GradientStop]) -> [GradientStop] { stops.map { var s = $0; s.color = fade(s.color); return s } }
        switch paint {
        case .color(let c): return .color(fade(c))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let f0, let f1):
            return .ellipticalGradient(stops: fade(s), center: c, size: size, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}

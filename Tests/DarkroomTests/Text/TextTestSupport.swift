@_spi(Engine) import Darkroom
import Foundation
import Testing

/// Every glyph run a view draws, in drawing order (groups flattened).
func glyphRuns<V: View>(
    _ view: V, _ proposal: ProposedViewSize = .unspecified,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> [GlyphRun] {
    let list = try ViewRenderer(options: RenderOptions(proposedSize: proposal, environment: environment)).displayList(
        view)
    return textDrawings(in: list.items).flatMap(\.runs)
}

/// Every text drawing among display items, groups flattened.
func textDrawings(in items: [DisplayItem]) -> [TextDrawing] {
    items.flatMap { item -> [TextDrawing] in
        switch item {
        case .text(let t): [t]
        case .group(let g): textDrawings(in: g.items)
        default: []
        }
    }
}

/// The solid colour of a run's paint.
func solidColor(_ run: GlyphRun) -> RGBA? {
    if case .color(let c) = run.paint { return c }
    return nil
}

/// Pixels of an image as straight-alpha RGBA, with a predicate count.
func countPixels(_ image: CGImage, in rect: CGRect? = nil, where predicate: (RGBA) -> Bool) -> Int {
    let r = rect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
    var n = 0
    for y in max(0, Int(r.minY))..<min(image.height, Int(r.maxY.rounded(.up))) {
        for x in max(0, Int(r.minX))..<min(image.width, Int(r.maxX.rounded(.up))) {
            if let p = image.pixel(x: x, y: y), predicate(p) { n += 1 }
        }
    }
    return n
}

/// Whether a pixel is inked (mostly opaque) — on a transparent background.
func isInk(_ p: RGBA) -> Bool { p.alpha > 0.5 }

/// Whether a pixel is strongly coloured: opaque, with channels far apart (not grey).
func isSaturated(_ p: RGBA) -> Bool {
    p.alpha > 0.5 && max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 0.3
}

/// Columns (x) that hold ink, for finding where text sits.
func inkColumns(_ image: CGImage) -> [Int] {
    (0..<image.width).filter { x in (0..<image.height).contains { y in image.pixel(x: x, y: y).map(isInk) ?? false } }
}

/// Writes an image to /tmp for a human to look at while developing (ignored on failure).
func peek(_ image: CGImage, _ name: String) {
    guard ProcessInfo.processInfo.environment["DARKROOM_PEEK"] != nil else { return }
    try? PNGEncoder().encode(image).write(to: URL(fileURLWithPath: "/tmp/darkroom-text-\(name).png"))
}

@_spi(Engine) @testable import Darkroom
import Foundation

/// The SVG and PDF writers (and the rasteriser) fed display lists built from
/// bytes: fills and strokes of any path and paint, text with altered glyphs and
/// clusters, images, and nested groups with transforms, clips, masks, shadows,
/// blurs, blend modes and rasterised layers.
enum DisplayListHarness {
    static func run(_ data: Data) {
        FuzzSetup.once()
        var input = FuzzInput(data)
        let output = input.choice(3)
        let size = CGSize(width: input.cgFloat(), height: input.cgFloat())
        let scale = input.cgFloat()
        var budget = 48
        let list = DisplayList(size: size, items: items(&input, depth: 0, budget: &budget))
        if FuzzRender.verbose { print("output \(output), scale \(scale)"); dump(list, maxDepth: 12) }
        switch output {
        case 0:
            let svg = FuzzRender.attempt { try SVGDocumentWriter.data(list, rasterizationScale: scale) }
            guard let data = svg else { return }
            FuzzRender.checkSVG(data)
        case 1:
            guard let data = FuzzRender.attempt({
                try PDFDocumentWriter.data(pages: [list, list], rasterizationScale: scale)
            }) else { return }
            FuzzRender.checkPDF(data)
        default:
            let renderer = ViewRenderer(options: FuzzRender.options(scale: scale))
            guard let image = FuzzRender.attempt({ try renderer.rasterize(list) }) else { return }
            precondition(image.width * image.height <= FuzzSetup.renderedPixelCap, "image past maxPixelCount")
        }
    }

    private static func items(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> [DisplayItem] {
        var items: [DisplayItem] = []
        while budget > 0, !input.isAtEnd, input.choice(8) != 0 {
            budget -= 1
            items.append(item(&input, depth: depth, budget: &budget))
        }
        return items
    }

    private static func item(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> DisplayItem {
        switch input.choice(depth < 6 ? 6 : 4) {
        case 0: return .fill(input.path(), paint(&input), FillStyle(eoFill: input.bool(), antialiased: input.bool()))
        case 1: return .stroke(input.path(), paint(&input), stroke(&input))
        case 2: return text(&input)
        case 3:
            let interpolation: [ImageInterpolation] = [.none, .low, .medium, .high]
            return .image(FuzzFixtures.image, input.rect(), interpolation[input.choice(4)])
        default: return .group(group(&input, depth: depth, budget: &budget))
        }
    }

    private static func group(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> DisplayGroup {
        var group = DisplayGroup(transform: input.transform(),
                                 clips: input.bool() ? [clip(&input)] : [],
                                 opacity: input.number(),
                                 blendMode: BlendMode.allCases[input.choice(BlendMode.allCases.count)],
                                 blurRadius: input.bool() ? input.cgFloat() : 0)
        if input.choice(4) == 0 { group.mask = items(&input, depth: depth + 1, budget: &budget) }
        if input.choice(4) == 0 {
            group.shadow = Shadow(color: rgba(&input), radius: input.cgFloat(), offset: input.size())
        }
        group.isCompositingGroup = input.bool()
        group.rasterizes = input.choice(4) == 0
        group.effectsReachLeaves = input.bool()
        group.items = items(&input, depth: depth + 1, budget: &budget)
        return group
    }

    private static func clip(_ input: inout FuzzInput) -> ClipPath {
        ClipPath(path: input.path(), style: FillStyle(eoFill: input.bool()))
    }

    private static func rgba(_ input: inout FuzzInput) -> RGBA {
        RGBA(red: input.number(), green: input.number(), blue: input.number(), alpha: input.number())
    }

    private static func stops(_ input: inout FuzzInput) -> [GradientStop] {
        (0..<input.choice(6)).map { _ in GradientStop(color: rgba(&input), location: input.number()) }
    }

    private static func paint(_ input: inout FuzzInput) -> Paint {
        switch input.choice(5) {
        case 0: return .linearGradient(stops: stops(&input), start: input.point(), end: input.point())
        case 1: return .radialGradient(stops: stops(&input), center: input.point(),
                                       startRadius: input.cgFloat(), endRadius: input.cgFloat())
        case 2: return .angularGradient(stops: stops(&input), center: input.point(),
                                        startAngle: input.number(), endAngle: input.number())
        case 3: return .ellipticalGradient(stops: stops(&input), center: input.point(), size: input.size(),
                                           startRadiusFraction: input.number(), endRadiusFraction: input.number())
        default: return .color(rgba(&input))
        }
    }

    private static func stroke(_ input: inout FuzzInput) -> StrokeStyle {
        let caps: [CGLineCap] = [.butt, .round, .square]
        let joins: [CGLineJoin] = [.miter, .round, .bevel]
        let width = input.cgFloat()
        let cap = caps[input.choice(3)]
        let join = joins[input.choice(3)]
        return StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: input.cgFloat(),
                           dash: (0..<input.choice(5)).map { _ in input.cgFloat() }, dashPhase: input.cgFloat())
    }

    /// Real shaped text (so the font is real), with glyph ids, positions, clusters
    /// and the run's text altered by the bytes.
    private static func text(_ input: inout FuzzInput) -> DisplayItem {
        var drawing = FuzzFixtures.textDrawing
        for r in drawing.runs.indices {
            if input.bool() { drawing.runs[r].text = input.string(maxBytes: 16) }
            for g in drawing.runs[r].glyphs.indices where input.choice(4) == 0 {
                let glyph = PositionedGlyph(id: input.uint32(), x: input.cgFloat(), y: input.cgFloat())
                drawing.runs[r].glyphs[g] = glyph
            }
            if input.bool() {
                drawing.runs[r].clusters = (0..<input.choice(6)).map { _ in
                    (bytes: Int32(truncatingIfNeeded: input.integer()),
                     glyphs: Int32(truncatingIfNeeded: input.integer()))
                }
            }
            drawing.runs[r].clustersBackward = input.bool()
            drawing.runs[r].paint = paint(&input)
            if input.bool() { drawing.runs[r].origin = input.point() }
        }
        if input.bool() { drawing.decorations.append((rect: input.rect(), color: rgba(&input))) }
        return .text(drawing)
    }
}

/// Real content made once per process: a shaped text and a small bitmap.
enum FuzzFixtures {
    static let textDrawing: TextDrawing = {
        let list = try! ViewRenderer().displayList(Text("Fuzz ff fi → 🙂 שלום").font(.system(size: 14)))
        func first(_ items: [DisplayItem]) -> TextDrawing? {
            for item in items {
                switch item {
                case .text(let drawing): return drawing
                case .group(let group): if let found = first(group.items) { return found }
                default: continue
                }
            }
            return nil
        }
        return first(list.items)!
    }()

    static let image: CGImage = {
        try! ViewRenderer().image(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 3, height: 2))
    }()
}

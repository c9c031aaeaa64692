import Darkroom
import Foundation

/// Random view trees built from a byte stream: stacks, overlays, text with its
/// modifiers, shapes, paths with any coordinates, gradients, images and every
/// geometry and effect modifier, with any numbers (NaN, infinities, 1e300),
/// rendered with a proposal and scale from the bytes to pixels, PDF or SVG.
enum ViewTreeHarness {
    static func run(_ data: Data) {
        FuzzSetup.once()
        var input = FuzzInput(data)
        let output = input.choice(6)
        let options = FuzzRender.options(proposal: input.proposal(), scale: input.choice(4) == 0 ? input.cgFloat() : 1)
        var budget = 40
        let view = MainActor.assumeIsolated { tree(&input, depth: 0, budget: &budget) }
        switch output {
        case 0: FuzzRender.pdf(view, options)
        case 1: FuzzRender.svg(view, options)
        default: FuzzRender.image(view, options)
        }
    }

    @MainActor
    private static func tree(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> AnyView {
        budget -= 1
        guard depth < 12, budget > 0, !input.isAtEnd else { return leaf(&input) }
        switch input.choice(8) {
        case 0, 1: return leaf(&input)
        case 2: return AnyView(VStack(alignment: [.leading, .center, .trailing][input.choice(3)],
                                      spacing: input.bool() ? nil : input.cgFloat()) {
            children(&input, depth: depth, budget: &budget)
        })
        case 3: return AnyView(HStack(spacing: input.bool() ? nil : input.cgFloat()) {
            children(&input, depth: depth, budget: &budget)
        })
        case 4: return AnyView(ZStack { children(&input, depth: depth, budget: &budget) })
        default:
            let child = tree(&input, depth: depth + 1, budget: &budget)
            return modified(child, &input, depth: depth, budget: &budget)
        }
    }

    @MainActor
    private static func children(_ input: inout FuzzInput, depth: Int,
                                 budget: inout Int) -> ForEach<[Int], Int, AnyView> {
        let views = (0..<input.choice(5)).map { _ in tree(&input, depth: depth + 1, budget: &budget) }
        return ForEach(Array(views.indices), id: \.self) { views[$0] }
    }

    @MainActor
    private static func leaf(_ input: inout FuzzInput) -> AnyView {
        switch input.choice(12) {
        case 0: return AnyView(text(&input))
        case 1: return AnyView(Rectangle().fill(input.color()))
        case 2:
            let width = input.cgFloat()
            let dash = (0..<input.choice(4)).map { _ in input.cgFloat() }
            if FuzzRender.verbose { print("stroked circle: width \(width), dash \(dash)") }
            return AnyView(Circle().stroke(style: StrokeStyle(lineWidth: width, dash: dash)))
        case 3: return AnyView(RoundedRectangle(cornerRadius: input.cgFloat()).fill(input.color()))
        case 4:
            let trimmed = Capsule().trim(from: input.cgFloat(), to: input.cgFloat())
            return AnyView(trimmed.stroke(lineWidth: input.cgFloat()))
        case 5: return AnyView(input.path().fill(input.color()))
        case 6: return AnyView(input.path().stroke(input.color(), lineWidth: input.cgFloat()))
        case 7: return AnyView(LinearGradient(gradient: input.gradient(), startPoint: input.unitPoint(),
                                              endPoint: input.unitPoint()))
        case 8: return AnyView(RadialGradient(gradient: input.gradient(), center: input.unitPoint(),
                                              startRadius: input.cgFloat(), endRadius: input.cgFloat()))
        case 9: return AnyView(AngularGradient(gradient: input.gradient(), center: input.unitPoint(),
                                               startAngle: input.angle(), endAngle: input.angle()))
        case 10: return AnyView(Image(decorative: FuzzFixtures.image, scale: input.cgFloat()).resizable())
        default: return AnyView(input.color())
        }
    }

    @MainActor
    private static func text(_ input: inout FuzzInput) -> some View {
        var text = Text(input.string(maxBytes: 48))
        let flags = input.byte()
        if flags & 1 != 0 { text = text.font(input.font()) }
        if flags & 2 != 0 { text = text.kerning(input.cgFloat()) }
        if flags & 4 != 0 { text = text.tracking(input.cgFloat()) }
        if flags & 8 != 0 { text = text.baselineOffset(input.cgFloat()) }
        if flags & 16 != 0 { text = text.bold().italic().underline() }
        return text
            .lineLimit(flags & 32 != 0 ? input.integer() : nil)
            .lineSpacing(flags & 64 != 0 ? input.cgFloat() : 0)
            .minimumScaleFactor(flags & 128 != 0 ? input.cgFloat() : 1)
    }

    @MainActor
    private static func modified(_ view: AnyView, _ input: inout FuzzInput, depth: Int, budget: inout Int) -> AnyView {
        switch input.choice(22) {
        case 0: return AnyView(view.frame(width: input.cgFloat(), height: input.cgFloat()))
        case 1: return AnyView(view.frame(minWidth: input.cgFloat(), maxWidth: input.cgFloat(),
                                          minHeight: input.cgFloat(), maxHeight: input.cgFloat()))
        case 2: return AnyView(view.padding(input.cgFloat()))
        case 3: return AnyView(view.offset(x: input.cgFloat(), y: input.cgFloat()))
        case 4: return AnyView(view.position(x: input.cgFloat(), y: input.cgFloat()))
        case 5: return AnyView(view.rotationEffect(input.angle(), anchor: input.unitPoint()))
        case 6: return AnyView(view.scaleEffect(x: input.cgFloat(), y: input.cgFloat()))
        case 7:
            let color = input.color()
            return AnyView(view.shadow(color: color, radius: input.cgFloat(), x: input.cgFloat(), y: input.cgFloat()))
        case 8: return AnyView(view.blur(radius: input.cgFloat(), opaque: input.bool()))
        case 9: return AnyView(view.opacity(input.number()))
        case 10: return AnyView(view.cornerRadius(input.cgFloat()))
        case 11: return AnyView(view.clipShape(Circle()))
        case 12: return AnyView(view.fixedSize())
        case 13: return AnyView(view.aspectRatio(input.cgFloat(), contentMode: input.bool() ? .fit : .fill))
        case 14:
            let mode = BlendMode.allCases[input.choice(BlendMode.allCases.count)]
            return AnyView(view.compositingGroup().blendMode(mode))
        case 15: return AnyView(view.drawingGroup())
        case 16:
            let other = tree(&input, depth: depth + 1, budget: &budget)
            return AnyView(view.overlay { other })
        case 17:
            let other = tree(&input, depth: depth + 1, budget: &budget)
            return AnyView(view.background { other })
        case 18:
            let other = tree(&input, depth: depth + 1, budget: &budget)
            return AnyView(view.mask { other })
        case 19: return AnyView(view.kerning(input.cgFloat()).tracking(input.cgFloat()).lineSpacing(input.cgFloat()))
        case 20: return AnyView(view.brightness(input.number()).contrast(input.number()).saturation(input.number())
            .hueRotation(input.angle()))
        default: return AnyView(view.lineLimit(input.integer()).padding(.horizontal, input.cgFloat()))
        }
    }
}

@_spi(Engine) import Darkroom
import Foundation

/// Inputs the fuzzers (Fuzz/, docs/hostile-input.md) found, each kept as a case
/// once Darkroom was fixed. The raw inputs also stay in Fuzz/Corpus, where the
/// AddressSanitizer pass replays them.
enum FuzzFindingCases {
    static var all: [HostileCase] {
        [
            // An angular gradient whose end is far before its start hung in building
            // its mesh: the gap was cut into one sector per 10° of the difference.
            HostileCase(name: "fuzz/angular-gradient-end-far-before-start") {
                try render(AngularGradient(colors: [.red, .blue], center: .center,
                                           startAngle: .radians(0), endAngle: .radians(-1e17))
                    .frame(width: 40, height: 40))
            },
            HostileCase(name: "fuzz/angular-gradient-end-greatest-before-start") {
                try render(AngularGradient(colors: [.red, .blue], center: .center,
                                           startAngle: .radians(.greatestFiniteMagnitude),
                                           endAngle: .radians(-.greatestFiniteMagnitude))
                    .frame(width: 40, height: 40))
            },
            // An image at a non-finite origin put cairo into its "invalid matrix"
            // state: the render failed and cairo leaked the patterns of the groups
            // around it (AddressSanitizer's leak check). It now draws nothing.
            HostileCase(name: "fuzz/image-at-infinite-origin") {
                let image = try ViewRenderer().image(Color.red.frame(width: 3, height: 2))
                var group = DisplayGroup(blendMode: .overlay, mask: [
                    .image(image, CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 3.5), .low),
                ])
                group.items = [.image(image, CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4), .high)]
                let list = DisplayList(size: CGSize(width: 20, height: 20), items: [.group(group)])
                do {
                    let drawn = try ViewRenderer().rasterize(list)
                    return "\(drawn.width)x\(drawn.height)"
                } catch {
                    throw CaseFailure("an image at a non-finite origin failed the render: \(error)")
                }
            },
            // Foundation's CGRect.intersection traps on a NaN or infinite edge; clip
            // paths with a NaN point reached it from blurs, shadows, Canvas clips,
            // CGContext clips and cropping.
            HostileCase(name: "fuzz/blur-under-nan-clip") {
                let clip = Path { path in
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
                    path.addLine(to: CGPoint(x: 9, y: 9))
                }
                let square = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                              .color(RGBA(red: 1, green: 0, blue: 0)), FillStyle())
                let group = DisplayGroup(clips: [ClipPath(path: clip)], blurRadius: 2, items: [square])
                let list = DisplayList(size: CGSize(width: 20, height: 20), items: [.group(group)])
                let image = try ViewRenderer().rasterize(list)
                return "\(image.width)x\(image.height)"
            },
            HostileCase(name: "fuzz/canvas-clip-infinite-path") {
                try render(Canvas { context, size in
                    context.clip(to: Path(CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 10)))
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
                }.frame(width: 20, height: 20))
            },
            HostileCase(name: "fuzz/cropping-to-nan-rect") {
                let image = try ViewRenderer().image(Color.red.frame(width: 4, height: 4))
                let cropped = image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2))
                return cropped.map { "\($0.width)x\($0.height)" } ?? "nil"
            },
            // A blur in a PDF rendered at a huge scale: the layer's saturated pixel
            // sides overflowed their product.
            HostileCase(name: "fuzz/pdf-blur-at-scale-1e300") {
                let data = try ViewRenderer(options: RenderOptions(scale: 1e300))
                    .pdfData(Color.red.frame(width: 20, height: 20).blur(radius: 3))
                try checkPDF(data)
                return "pdf \(data.count) bytes"
            },
            // `rasterize(_:)` with a NaN or negative scale trapped converting its pixel size.
            HostileCase(name: "fuzz/rasterize-nan-scale") {
                let list = DisplayList(size: CGSize(width: 10, height: 10), items: [])
                return "\(try ViewRenderer(options: RenderOptions(scale: .nan)).rasterize(list).width)"
            },
            HostileCase(name: "fuzz/rasterize-negative-scale") {
                let list = DisplayList(size: CGSize(width: 10, height: 10), items: [])
                return "\(try ViewRenderer(options: RenderOptions(scale: -1e300)).rasterize(list).width)"
            },
            // A stack whose children's alignment guides are all NaN: the cross offsets
            // came back empty and placing the first child trapped.
            HostileCase(name: "fuzz/stack-nan-alignment-guides") {
                try render(HStack {
                    Color.red.frame(width: 5, height: 5).alignmentGuide(VerticalAlignment.center) { _ in .nan }
                    Color.blue.frame(width: 5, height: 5).alignmentGuide(VerticalAlignment.center) { _ in .nan }
                })
            },
            // An image scaled to a width of 1e-300 put cairo into its "invalid matrix"
            // state (a failed render, and a leaked pattern for every later image).
            HostileCase(name: "fuzz/image-scaled-to-1e-300") {
                let image = try ViewRenderer().image(Color.red.frame(width: 3, height: 2))
                let list = DisplayList(size: CGSize(width: 20, height: 20), items: [
                    .image(image, CGRect(x: 1, y: 1, width: 1e-300, height: 4), .high),
                    .image(image, CGRect(x: 1, y: 1, width: 4, height: 4), .high),
                ])
                do {
                    return "\(try ViewRenderer().rasterize(list).width)"
                } catch {
                    throw CaseFailure("a vanishing image failed the render: \(error)")
                }
            },
        ]
    }
}

import Darkroom
import DarkroomCompat
import Foundation

/// Every number a caller can pass, through every boundary where numbers enter:
/// view modifiers, proposals, renderer options, shapes and paths, Canvas,
/// CGContext, documents and the legacy snapshot.
enum NumberCases {
    static let values: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("-inf", -.infinity), ("-1e9", -1e9), ("-1", -1), ("0", 0),
        ("1e-300", 1e-300), ("3e6", 3e6), ("1e9", 1e9), ("1e17", 1e17), ("1e300", 1e300), ("max",
            .greatestFiniteMagnitude),
    ]

    static var boundaries: [(String, (CGFloat) throws -> String)] { [
        ("frame.width", { v in try render(Text("Hi").frame(width: v)) }),
        ("frame.height", { v in try render(Color.red.frame(width: 10, height: v)) }),
        ("frame.max", { v in try render(Text("Hi").frame(maxWidth: v, maxHeight: v)) }),
        ("frame.min", { v in try render(Text("Hi").frame(minWidth: v, minHeight: v)) }),
        ("padding", { v in try render(Text("Hi").padding(v)) }),
        ("offset", { v in try render(Color.red.frame(width: 10, height: 10).offset(x: v, y: v)) }),
        ("position", { v in try render(Color.red.frame(width: 4, height: 4).position(x: v, y: v).frame(width: 20,
            height: 20)) }),
        ("kerning", { v in try render(Text("Hi").kerning(v)) }),
        ("tracking", { v in try render(Text("Hi").tracking(v)) }),
        ("lineSpacing", { v in try render(Text("a b c d").lineSpacing(v).frame(width: 12)) }),
        ("baselineOffset", { v in try render(Text("Hi").baselineOffset(v)) }),
        ("fontSize", { v in try render(Text("Hi").font(.system(size: v))) }),
        ("scaleEffect", { v in try render(Text("Hi").scaleEffect(v)) }),
        ("rotationEffect", { v in try render(Text("Hi").rotationEffect(.degrees(v))) }),
        ("opacity", { v in try render(Color.red.frame(width: 10, height: 10).opacity(v)) }),
        ("shadow", { v in try render(Circle().frame(width: 20, height: 20).shadow(radius: v, x: v, y: v)) }),
        ("blur", { v in try render(Text("Hi").blur(radius: v)) }),
        ("cornerRadius", { v in try render(Color.red.frame(width: 20, height: 20).cornerRadius(v)) }),
        ("strokeWidth", { v in try render(Circle().stroke(lineWidth: v).frame(width: 20, height: 20)) }),
        ("dash", { v in
            try render(Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [v, 2],
                dashPhase: v)).frame(width: 20, height: 20))
        }),
        ("hue", { v in try render(Color(hue: v, saturation: 1, brightness: 1).frame(width: 10, height: 10)) }),
        ("red", { v in try render(Color(red: v, green: v, blue: 0, opacity: v).frame(width: 10, height: 10)) }),
        ("proposal.width", { v in try render(Text("Hello world")) { $0.proposedSize = ProposedViewSize(width: v,
            height: nil) } }),
        ("proposal.height", { v in try render(Color.red) { $0.proposedSize = ProposedViewSize(width: 10,
            height: v) } }),
        ("renderer.scale", { v in try render(Text("Hi")) { $0.scale = v } }),
        ("roundedRect", { v in try render(RoundedRectangle(cornerRadius: v,
            style: .continuous).fill().frame(width: 20, height: 20)) }),
        ("path.arcAngle", { v in
            try render(Path { p in
                p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .radians(v), endAngle: .radians(-v),
                    clockwise: false)
            }.stroke().frame(width: 20, height: 20))
        }),
        ("path.arcRadius", { v in
            try render(Path { p in
                p.addArc(center: CGPoint(x: 10, y: 10), radius: v, startAngle: .zero, endAngle: .degrees(90),
                    clockwise: false)
            }.fill().frame(width: 20, height: 20))
        }),
        ("path.points", { v in
            try render(Path { p in
                p.move(to: CGPoint(x: v, y: 0))
                p.addLine(to: CGPoint(x: 10, y: v))
                p.addQuadCurve(to: .zero, control: CGPoint(x: v, y: v))
            }.stroke().frame(width: 20, height: 20))
        }),
        ("gradient.location", { v in
            try render(LinearGradient(stops: [.init(color: .red, location: v), .init(color: .blue, location: 1 - v)],
                                      startPoint: .leading, endPoint: .trailing).frame(width: 20, height: 20))
        }),
        ("gradient.radius", { v in
            try render(RadialGradient(colors: [.red, .blue], center: .center, startRadius: v,
                endRadius: v * 2).frame(width: 20, height: 20))
        }),
        ("gradient.angular", { v in
            try render(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(v),
                endAngle: .degrees(-v))
                .frame(width: 20, height: 20))
        }),
        ("minimumScaleFactor",
            { v in try render(Text("a longer line").minimumScaleFactor(v).lineLimit(1).frame(width: 20)) }),
        ("aspectRatio", { v in try render(Color.red.aspectRatio(v, contentMode: .fit).frame(width: 20)) }),
        ("stackSpacing", { v in try render(VStack(spacing: v) { Text("a"); Text("b") }) }),
        ("gridSpacing", { v in
            try render(Grid(horizontalSpacing: v, verticalSpacing: v) { GridRow { Text("a"); Text("b") } })
        }),
        ("canvas.scale", { v in
            try render(Canvas { ctx, size in
                ctx.scaleBy(x: v, y: v)
                ctx.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }.frame(width: 20, height: 20))
        }),
        ("canvas.rect", { v in
            try render(Canvas { ctx, _ in
                ctx.fill(Path(CGRect(x: v, y: v, width: v, height: v)), with: .color(.red))
                ctx.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: v, height: 5)), with: .color(.blue), lineWidth: v)
            }.frame(width: 20, height: 20))
        }),
        ("canvas.transform", { v in
            try render(Canvas { ctx, _ in
                ctx.translateBy(x: v, y: v)
                ctx.rotate(by: .radians(v))
                ctx.opacity = v
                ctx.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
            }.frame(width: 20, height: 20))
        }),
        ("canvas.blur", { v in
            try render(Canvas { ctx, _ in
                ctx.addFilter(.blur(radius: v))
                ctx.addFilter(.shadow(color: .black, radius: v, x: v, y: v))
                ctx.fill(Path(CGRect(x: 2, y: 2, width: 5, height: 5)), with: .color(.red))
            }.frame(width: 20, height: 20))
        }),
        ("cgcontext.draw", { v in try CGContextCases.draw(v) }),
        ("cgpath.arc", { v in
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: v, endAngle: 2 * v, clockwise: true)
            path.addArc(center: CGPoint(x: v, y: 10), radius: v, startAngle: 0, endAngle: 1, clockwise: false)
            return try render(Path(path).stroke().frame(width: 20, height: 20))
        }),
        ("pdf.frame", { v in try renderPDF(Text("Hi").frame(width: v, height: 20)) }),
        ("svg.frame", { v in try renderSVG(Text("Hi").frame(width: 20, height: v)) }),
        ("legacy.size", { v in try LegacyCases.snapshot(Text("Hi"), size: CGSize(width: v, height: 10), scale: 1) }),
        ("legacy.scale", { v in try LegacyCases.snapshot(Text("Hi"), size: CGSize(width: 20, height: 10), scale: v) }),
    ] }

    static let lineLimits: [(String, Int)] = [("Int.min", .min), ("-1", -1), ("0", 0), ("1", 1), ("Int.max", .max)]

    static var all: [HostileCase] {
        var cases: [HostileCase] = []
        for (boundary, body) in boundaries {
            for (label, value) in values {
                cases.append(HostileCase(name: "number/\(boundary)/\(label)") { try body(value) })
            }
        }
        for (label, n) in lineLimits {
            cases.append(HostileCase(name: "number/lineLimit/\(label)") {
                try render(Text("one two three four five six").lineLimit(n).frame(width: 30))
            })
            cases.append(HostileCase(name: "number/lineLimitRange/\(label)") {
                let low = min(n, 5)
                return try render(Text("one two three four five six").lineLimit(low...5).frame(width: 30))
            })
        }
        return cases
    }
}

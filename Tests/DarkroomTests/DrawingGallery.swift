import Darkroom
import Foundation

/// Showcase views for the reference-image gallery (no text: glyph rendering
/// belongs to the text tests; symbols are outlines and are included).
enum DrawingGallery {
    struct Entry {
        let name: String
        let view: AnyView
        let size: CGSize
    }

    static let rainbow: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .red]

    static var entries: [Entry] {
        [
            Entry(name: "gradients", view: AnyView(gradients), size: CGSize(width: 320, height: 90)),
            Entry(name: "angular", view: AnyView(angular), size: CGSize(width: 300, height: 100)),
            Entry(name: "strokes", view: AnyView(strokes), size: CGSize(width: 320, height: 110)),
            Entry(name: "clip-mask", view: AnyView(clipMask), size: CGSize(width: 320, height: 100)),
            Entry(name: "shadows", view: AnyView(shadows), size: CGSize(width: 320, height: 110)),
            Entry(name: "blur-opacity", view: AnyView(blurOpacity), size: CGSize(width: 320, height: 100)),
            Entry(name: "blend", view: AnyView(blend), size: CGSize(width: 320, height: 110)),
            Entry(name: "transforms", view: AnyView(transforms), size: CGSize(width: 320, height: 110)),
            Entry(name: "images-slicing", view: AnyView(imagesSlicing), size: CGSize(width: 320, height: 100)),
            Entry(name: "images-template", view: AnyView(imagesTemplate), size: CGSize(width: 320, height: 90)),
            Entry(name: "symbols", view: AnyView(symbols), size: CGSize(width: 320, height: 120)),
            Entry(name: "symbol-sizes", view: AnyView(symbolSizes), size: CGSize(width: 320, height: 90)),
            Entry(name: "card", view: AnyView(card), size: CGSize(width: 320, height: 160)),
        ]
    }

    static var gradients: some View {
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle().fill(
                .radialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 36))
            Circle().fill(AngularGradient(colors: rainbow, center: .center))
            Rectangle().fill(EllipticalGradient(colors: [.white, .teal, .indigo]))
        }
        .padding(8)
    }

    static var angular: some View {
        HStack(spacing: 12) {
            Circle().fill(
                AngularGradient(
                    stops: [
                        .init(color: .blue, location: 0), .init(color: .blue, location: 0.5),
                        .init(color: .orange, location: 0.5), .init(color: .orange, location: 1)
                    ],
                    center: .center, startAngle: .degrees(0), endAngle: .degrees(360)))
            Circle().fill(
                AngularGradient(
                    colors: [.green, .blue], center: .center, startAngle: .degrees(-90), endAngle: .degrees(180)))
            Circle().strokeBorder(AngularGradient(colors: rainbow, center: .center), lineWidth: 14)
            Rectangle().fill(.conicGradient(colors: [.pink, .yellow, .pink], center: .topLeading, angle: .degrees(0)))
        }
        .padding(10)
    }

    static var strokes: some View {
        HStack(spacing: 10) {
            zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .butt, lineJoin: .miter))
            zigzag.stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
            zigzag.stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .square, lineJoin: .bevel))
            Circle().stroke(
                Color.purple, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 6], dashPhase: 3))
            RoundedRectangle(cornerRadius: 10).strokeBorder(Color.red, lineWidth: 6)
                .background(Color.yellow.opacity(0.3))
        }
        .padding(10)
    }

    static var zigzag: Path {
        Path { p in
            p.move(to: CGPoint(x: 8, y: 80))
            p.addLine(to: CGPoint(x: 22, y: 15))
            p.addLine(to: CGPoint(x: 36, y: 80))
            p.addLine(to: CGPoint(x: 50, y: 15))
        }
    }

    static var clipMask: some View {
        HStack(spacing: 10) {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).clipShape(Circle())
            Rectangle().fill(Color.indigo)
                .clipShape(ring, style: FillStyle(eoFill: true))
            Color.green.frame(width: 80, height: 80).cornerRadius(20)
            Color.blue
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
            Color.red.mask(alignment: .topLeading) { Circle().frame(width: 40, height: 40) }
        }
        .padding(10)
    }

    static var ring: Path {
        Path { p in
            p.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 80))
            p.addEllipse(in: CGRect(x: 12, y: 20, width: 26, height: 40))
        }
    }

    static var shadows: some View {
        HStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 6)
            RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(
                color: .blue.opacity(0.5), radius: 4, x: 6, y: 6)
            Circle().fill(Color.orange).shadow(color: .black.opacity(0.6), radius: 10, y: 8)
        }
        .padding(20)
        .background(Color(white: 0.95))
    }

    static var blurOpacity: some View {
        HStack(spacing: 14) {
            Circle().fill(Color.red).blur(radius: 2)
            Circle().fill(Color.red).blur(radius: 8)
            Rectangle().fill(Color.blue).blur(radius: 6, opaque: true)
            ZStack {
                Circle().fill(Color.green).padding(.trailing, 24)
                Circle().fill(Color.blue).padding(.leading, 24).opacity(0.5)
            }
        }
        .padding(14)
    }

    static var blend: some View {
        HStack(spacing: 16) {
            ZStack {
                Circle().fill(Color.cyan).frame(width: 60, height: 60).padding(.trailing, 28)
                Circle().fill(Color.pink).frame(width: 60, height: 60).padding(.leading, 28).blendMode(.multiply)
            }
            ZStack {
                Circle().fill(Color.blue).frame(width: 60, height: 60).padding(.trailing, 28)
                Circle().fill(Color.yellow).frame(width: 60, height: 60).padding(.leading, 28).blendMode(.screen)
            }
            ZStack {
                Rectangle().fill(Color.orange)
                ZStack {
                    Circle().fill(Color.purple).frame(width: 50, height: 50).padding(.trailing, 20)
                    Circle().fill(Color.green).frame(width: 50, height: 50).padding(.leading, 20).blendMode(.difference)
                }
                .compositingGroup()
            }
            .frame(width: 90, height: 80)
        }
        .padding(14)
        .background(Color(white: 0.9))
    }

    static var transforms: some View {
        HStack(spacing: 24) {
            Rectangle().fill(Color.blue).frame(width: 50, height: 50).rotationEffect(.degrees(30))
                .border(Color.gray)
            Rectangle().fill(Color.green).frame(width: 50, height: 50).scaleEffect(0.6, anchor: .bottomTrailing)
                .border(Color.gray)
            Rectangle().fill(Color.orange).frame(width: 50, height: 50)
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0))
                .border(Color.gray)
            Capsule().fill(Color.purple).frame(width: 50, height: 20).scaleEffect(x: -1, y: 2)
                .border(Color.gray)
        }
        .padding(25)
    }

    static func fixture(_ name: String) -> Image {
        ImageLoader.shared.decode(DrawingFiles.fixture(name).path).map { Image(decorative: $0, scale: 1) }
            ?? Image(
                decorative: CGImage(width: 1, height: 1, bytesPerRow: 4, premultipliedBGRA: [0, 0, 0, 0])!, scale: 1)
    }

    static var imagesSlicing: some View {
        HStack(spacing: 10) {
            fixture("nineslice.png").resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
                .frame(width: 110, height: 70)
            fixture("nineslice.png").resizable().frame(width: 70, height: 70)
            fixture("tile.png").resizable(resizingMode: .tile).frame(width: 90, height: 50)
        }
        .padding(10)
    }

    static var imagesTemplate: some View {
        HStack(spacing: 10) {
            fixture("template.png").renderingMode(.template).foregroundColor(.red)
            fixture("template.png").renderingMode(.template).resizable().frame(width: 60, height: 60).foregroundStyle(
                LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
            fixture("quad.png").resizable().interpolation(.none).frame(width: 60, height: 60)
            fixture("quad.png").resizable().interpolation(.high).frame(width: 60, height: 60)
            fixture("quad.png").resizable().scaledToFit().frame(width: 50, height: 30).border(Color.gray)
        }
        .padding(10)
    }

    static let symbolNames = [
        "trophy.fill", "star.fill", "heart.fill", "person.circle", "checkmark.circle.fill",
        "xmark.circle", "bell", "gear", "house", "magnifyingglass", "envelope", "phone",
        "calendar", "clock", "camera", "photo", "trash", "pencil", "square.and.arrow.up",
        "chevron.right", "arrow.up", "info.circle", "exclamationmark.triangle", "questionmark.circle",
        "lock", "bolt", "flame", "leaf", "cloud", "sun.max", "moon", "map",
        "location", "cart", "bag", "creditcard", "gift", "bookmark", "tag", "flag"
    ]

    static var symbols: some View {
        VStack(spacing: 6) {
            ForEach(0..<3, id: \.self) { row in
                HStack(spacing: 6) {
                    ForEach(0..<13, id: \.self) { col in
                        let i = row * 13 + col
                        Image(systemName: symbolNames[i % symbolNames.count])
                            .foregroundColor([Color.blue, .orange, .green, .pink, .purple][i % 5])
                            .frame(width: 18, height: 30)
                    }
                }
            }
        }
        .padding(8)
    }

    static var symbolSizes: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: "star.fill").font(.caption)
            Image(systemName: "star.fill")
            Image(systemName: "star.fill").font(.largeTitle)
            Image(systemName: "star.fill").imageScale(.small)
            Image(systemName: "star.fill").imageScale(.large)
            Image(systemName: "heart.fill").resizable().frame(width: 50, height: 30).foregroundColor(.red)
            Image(systemName: "no.such.symbol").font(.title).foregroundColor(.gray)
        }
        .padding(10)
    }

    static var card: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(
                    LinearGradient(
                        colors: [Color(red: 0.2, green: 0.1, blue: 0.5), .indigo, .blue],
                        startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle().fill(
                RadialGradient(colors: [.white.opacity(0.35), .clear], center: .center, startRadius: 0, endRadius: 70)
            )
            .frame(width: 140, height: 140).padding(.top, -50).padding(.trailing, -30)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing).blendMode(.screen)
            HStack(spacing: 16) {
                Image(systemName: "trophy.fill").font(.system(size: 54))
                    .foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                    .shadow(color: .black.opacity(0.4), radius: 4, y: 3)
                VStack(spacing: 8) {
                    Capsule().fill(Color.white).frame(width: 140, height: 14)
                    Capsule().fill(Color.white.opacity(0.6)).frame(width: 110, height: 10)
                    HStack(spacing: 4) {
                        ForEach(0..<5, id: \.self) { i in
                            Image(systemName: i < 4 ? "star.fill" : "star").foregroundColor(.yellow).font(
                                .system(size: 14))
                        }
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .padding(14)
        .shadow(radius: 6, y: 3)
    }
}

import Foundation
@testable import DarkroomCompat

/// Views covering what the legacy window surface and the modern renderer must agree on: text, shapes, strokes,
/// gradients, images, transparency, clipping and shadows.
enum Gallery {
    /// A 32 × 24 bitmap with a colour ramp and a partially transparent band.
    static let testImage: CGImage = {
        let w = 32, h = 24
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let a = y < 8 ? 128 : 255
                let r = x * 255 / (w - 1), g = y * 255 / (h - 1), b = 200
                let i = (y * w + x) * 4
                bytes[i] = UInt8(b * a / 255); bytes[i + 1] = UInt8(g * a / 255); bytes[i + 2] = UInt8(r * a / 255);
                bytes[i + 3] = UInt8(a)
            }
        }
        return CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: bytes)!
    }()

    static var text: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Darkroom").font(.title).bold()
            Text("Snapshots on Linux, the legacy way").font(.subheadline).foregroundColor(.gray)
        }
        .padding()
        .accessibilityIdentifier("card")
    }

    static var shapes: some View {
        ZStack {
            Circle().fill(Color.orange).frame(width: 90, height: 90)
            RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 4).padding(8)
            Capsule().fill(LinearGradient(colors: [.purple, .teal], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 24)
        }
    }

    static var images: some View {
        HStack(spacing: 8) {
            Image(decorative: testImage, scale: 1)
            Image(decorative: testImage, scale: 1).resizable().frame(width: 64, height: 48)
        }
    }

    static var transparency: some View {
        ZStack {
            Color.red.opacity(0.5)
            Circle().fill(Color.blue.opacity(0.5)).padding(10)
            Text("50 %").font(.headline).foregroundColor(.white)
        }
        .opacity(0.8)
        .frame(width: 120, height: 90)
    }

    static var effects: some View {
        HStack(spacing: 12) {
            Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 30))
                .frame(width: 56, height: 56)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40).blur(radius: 3)
            ZStack {
                Color.yellow.frame(width: 44, height: 44)
                Circle().fill(Color.cyan).frame(width: 36, height: 36).blendMode(.multiply)
            }
            Text("Rotated").font(.caption).underline().rotationEffect(.degrees(-20))
            Capsule().stroke(Color.purple, style: StrokeStyle(lineWidth: 3, dash: [6, 4])).frame(width: 50, height: 26)
            Color.green.frame(width: 40, height: 40).mask { Circle() }
        }
        .padding(10)
    }

    static var transforms: some View {
        HStack(spacing: 16) {
            Image(decorative: testImage, scale: 1).resizable().frame(width: 48, height: 36).rotationEffect(.degrees(30))
            Text("Gradient").font(.title2).bold()
                .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        }
        .padding(12)
    }

    /// The benchmark's kind of card: gradient, avatar, text, capsules, a shadowed panel.
    static var card: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.10, green: 0.12, blue: 0.30), Color(red: 0.35, green: 0.20, blue: 0.55)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Image(decorative: testImage, scale: 1).resizable().frame(width: 48, height: 48).clipShape(Circle())
                    Text("Ada Lovelace").font(.title3).bold().foregroundColor(.white)
                }
                Text("Rendering views on Linux, pixel for pixel.").font(.body).foregroundColor(.white.opacity(0.85))
                HStack(spacing: 8) {
                    ForEach(["libgd", "cairo"], id: \.self) { tag in
                        Text(tag).font(.callout).foregroundColor(.white)
                            .padding(.horizontal, 10).padding(.vertical, 4)
                            .background(Capsule().fill(Color.white.opacity(0.18)))
                    }
                }
            }
            .padding(20)
            .background(RoundedRectangle(cornerRadius: 18).fill(Color.black.opacity(0.25)))
            .shadow(color: .black.opacity(0.35), radius: 8, x: 0, y: 4)
            .padding(20)
        }
    }

    static var clipAndShadow: some View {
        HStack(spacing: 16) {
            Color.green.frame(width: 60, height: 60).cornerRadius(16)
            RoundedRectangle(cornerRadius: 10).fill(Color.white).frame(width: 60, height: 40)
                .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3)
        }
        .padding(12)
    }

    /// Gradients with translucent stops: cairo interpolates stops unpremultiplied,
    /// so the midpoint of red → clear over white is red's channels halved at 50 %.
    static var translucentGradients: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.white
                LinearGradient(colors: [.red, .clear], startPoint: .leading, endPoint: .trailing)
            }
            LinearGradient(colors: [.blue, .clear], startPoint: .leading, endPoint: .trailing)
            Circle()
                .fill(
                    RadialGradient(colors: [.green, .green.opacity(0)], center: .center, startRadius: 0, endRadius: 30)
                )
                .frame(width: 60, height: 60)
        }
        .frame(width: 200, height: 140)
    }

    /// Every script the legacy path once drew through FreeType string by string:
    /// joined Arabic, right-to-left Hebrew, CJK and colour emoji.
    static var scripts: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("مرحبا بالعالم").font(.system(size: 20))
            Text("שלום עולם").font(.system(size: 20))
            Text("你好，世界 · こんにちは · 안녕").font(.system(size: 18))
            Text("Emoji 🎨✨😀").font(.system(size: 20))
            Text("office ﬁ ligatures").font(.system(size: 16)).italic()
        }
        .padding(8)
        .background(Color.white)
    }
}

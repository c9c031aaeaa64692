import Foundation
@testable import DarkroomCompat

/// Views covering what the two backends must agree on: text, shapes, strokes,
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
                bytes[i] = UInt8(b * a / 255); bytes[i + 1] = UInt8(g * a / 255); bytes[i + 2] = UInt8(r * a / 255); bytes[i + 3] = UInt8(a)
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

    static var clipAndShadow: some View {
        HStack(spacing: 16) {
            Color.green.frame(width: 60, height: 60).cornerRadius(16)
            RoundedRectangle(cornerRadius: 10).fill(Color.white).frame(width: 60, height: 40)
                .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3)
        }
        .padding(12)
    }
}

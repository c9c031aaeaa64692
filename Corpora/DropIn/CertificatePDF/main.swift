// A certificate rendered straight to a PDF file with ImageRenderer.render.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Certificate: View {
    let name: String
    var body: some View {
        VStack(spacing: 16) {
            Text("Certificate of Completion").font(.system(size: 32, weight: .bold, design: .serif))
            Text("awarded to").italic()
            Text(name).font(.system(size: 40, weight: .semibold))
            Text("for finishing the Swift on Server course").font(.callout).foregroundColor(.gray)
        }
        .padding(48)
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.brown, lineWidth: 6))
        .padding(24)
    }
}

let url = FileManager.default.temporaryDirectory.appendingPathComponent("certificate.pdf")
MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: Certificate(name: "Grace Hopper"))
    renderer.render { size, draw in
        var box = CGRect(origin: .zero, size: size)
        guard let consumer = CGDataConsumer(url: url as CFURL),
              let context = CGContext(consumer: consumer, mediaBox: &box, nil) else { return }
        context.beginPDFPage(nil)
        draw(context)
        context.endPDFPage()
        context.closePDF()
    }
}
let written = FileManager.default.fileExists(atPath: url.path)
print("certificate \(written)")
guard written, let pdf = FileManager.default.contents(atPath: url.path), pdf.starts(with: Array("%PDF".utf8))
else { print("FAIL no PDF"); exit(1) }
print("OK")

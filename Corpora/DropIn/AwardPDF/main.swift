// Apple's documentation: render to an 800 × 600 PDF, centred.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Award: View {
    var body: some View {
        VStack {
            Image(systemName: "star.fill").resizable().frame(width: 120, height: 120).foregroundColor(.yellow)
            Text("Champion").font(.largeTitle)
        }
        .frame(width: 200, height: 200)
    }
}

let renderURL = FileManager.default.temporaryDirectory.appendingPathComponent("award.pdf")
MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: Award())
    renderer.render { size, renderer in
        var mediaBox = CGRect(origin: .zero, size: CGSize(width: 800, height: 600))
        guard let consumer = CGDataConsumer(url: renderURL as CFURL),
              let pdfContext = CGContext(consumer: consumer, mediaBox: &mediaBox, nil)
        else {
            return
        }
        pdfContext.beginPDFPage(nil)
        pdfContext.translateBy(x: mediaBox.size.width / 2 - size.width / 2,
                               y: mediaBox.size.height / 2 - size.height / 2)
        renderer(pdfContext)
        pdfContext.endPDFPage()
        pdfContext.closePDF()
    }
}
let data = try Data(contentsOf: renderURL)
let isPDF = data.starts(with: Array("%PDF".utf8))
print("pdf \(isPDF)")
guard isPDF else { print("FAIL not a PDF"); exit(1) }
// The page is the 800 × 600 media box the call site asked for.
let text = String(decoding: data, as: UTF8.self)
let pageIs800x600 = text.contains("/MediaBox [ 0 0 800 600 ]")
print("page-800x600 \(pageIs800x600)")
guard pageIs800x600 else { print("FAIL media box"); exit(1) }
print("OK")

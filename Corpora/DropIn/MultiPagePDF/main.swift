// Seed 000: a multi-page PDF, one ImageRenderer reused through AnyView, page options as a CFDictionary.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

@MainActor func exportPDF() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("report.pdf")
    var mediaBox: CGRect = CGRect(x: 0, y: 0, width: 793, height: 1123)
    if let dataConsumer = CGDataConsumer(url: url as CFURL) {
        if let pdfContext = CGContext(consumer: dataConsumer, mediaBox: &mediaBox, nil) {
            let options: [CFString: Any] = [kCGPDFContextMediaBox: mediaBox]
            pdfContext.beginPDFPage(options as CFDictionary)
            let titleView = Text("Continent Surface Area (in km2)")
                .font(.largeTitle)
                .bold()
                .foregroundColor(.green)
                .padding(15)
                .overlay { RoundedRectangle(cornerRadius: 10).stroke(.gray) }
                .padding(20)
                .frame(width: mediaBox.width)
            let imageRenderer = ImageRenderer(content: AnyView(titleView))
            imageRenderer.render { size, renderFunction in
                pdfContext.translateBy(x: 0, y: mediaBox.height - size.height)
                renderFunction(pdfContext)
            }
            pdfContext.endPDFPage()

            pdfContext.beginPage(mediaBox: nil)
            imageRenderer.content = AnyView(Text("End of Document").frame(width: mediaBox.width))
            imageRenderer.render { size, renderFunction in
                pdfContext.translateBy(x: 0, y: (mediaBox.height - size.height) / 2)
                renderFunction(pdfContext)
            }
            pdfContext.endPage()
            pdfContext.closePDF()
        }
    }
    return url
}

let url = MainActor.assumeIsolated { exportPDF() }
let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
// Page objects are "/Type /Page" (not "/Pages") in the file's dictionaries.
let pageObjects = text.components(separatedBy: "/Type /Page").count - 1
let pages = pageObjects - (text.components(separatedBy: "/Type /Pages").count - 1)
print("pages \(pages)")
if pages != 2 { print("FAIL"); exit(1) }
print("OK")

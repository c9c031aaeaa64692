// L6: rasterise with ImageRenderer, then draw the bitmap into a PDF page. The vector rewrite changes
// the PDF's content (vector, searchable text), so it is reported. Written afresh after legacy-patterns.md §L6.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif

extension View {
    @MainActor
    func pdfData(pageSize: CGSize) -> Data {
        let renderer = ImageRenderer(content: self)
        renderer.scale = 2
        let image = renderer.uiImage ?? UIImage()
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(origin: .zero, size: pageSize))
        return pdf.pdfData { context in
            context.beginPage()
            image.draw(in: CGRect(origin: .zero, size: pageSize))
        }
    }
}

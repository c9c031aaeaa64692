import DarkroomCompat
import Foundation

/// Compares two PDFs as a reader sees them: the same number of pages, each page
/// the same size, the same text, and page images that match under the image rules
/// (`ImageComparison`). The bytes themselves are not compared: a PDF carries its
/// creation date.
enum PDFComparison {
    /// Pixels per point of the page images compared.
    static let pixelsPerPoint = 2

    /// `nil` when the documents match; otherwise why not, with the first page that differs.
    static func compare(reference: Data, new: Data, precision: Float, perceptualPrecision: Float)
        -> (String, [DiffAttachment])? {
        let old: Poppler.Document
        let current: Poppler.Document
        do {
            old = try Poppler.read(reference, pixelsPerPoint: pixelsPerPoint)
        } catch {
            return ("Reference PDF could not be read: \(error)", [])
        }
        do {
            current = try Poppler.read(new, pixelsPerPoint: pixelsPerPoint)
        } catch {
            return ("Newly-taken PDF could not be read: \(error)", [])
        }
        guard old.pageSizes.count == current.pageSizes.count else {
            return ("Newly-taken PDF has \(current.pageSizes.count) pages; the reference has \(old.pageSizes.count).",
                    [])
        }
        for page in old.pageSizes.indices {
            let label = "Page \(page + 1)"
            if old.pageSizes[page] != current.pageSizes[page] {
                return ("\(label) is \(describe(current.pageSizes[page])); the reference's is "
                    + "\(describe(old.pageSizes[page])).", [])
            }
            if old.pageTexts[page] != current.pageTexts[page] {
                let texts = "Reference:\n\(old.pageTexts[page])\nNew:\n\(current.pageTexts[page])"
                return ("\(label)'s text differs.\n" + texts, [])
            }
            let referenceImage = UIImage(data: old.pageImages[page], scale: CGFloat(pixelsPerPoint))
            let newImage = UIImage(data: current.pageImages[page], scale: CGFloat(pixelsPerPoint))
            let comparison = ImageComparison.compare(reference: referenceImage?.cgImage, new: newImage?.cgImage,
                                                     precision: precision, perceptualPrecision: perceptualPrecision)
            if let failure = comparison.failure, let referenceImage, let newImage {
                let report = ImageFailureReport.make(failure: "\(label)'s image differs.\n" + failure,
                                                     comparison: comparison, reference: referenceImage, new: newImage)
                return report
            }
        }
        return nil
    }

    private static func describe(_ size: CGSize) -> String {
        String(format: "%g × %g pt", Double(size.width), Double(size.height))
    }
}

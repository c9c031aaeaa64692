import DarkroomSnapshotTesting
import Foundation
import Testing

private struct Receipt: View {
    var total = "12.50"
    var stripe = Color.green

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Receipt").font(.title2.bold())
            Text("Total \(total)")
            stripe.frame(height: 12)
        }
        .padding()
    }
}

/// `.pdf` compares page size, text and page images; `.svg` compares the document as text.
@MainActor @Suite struct DocumentStrategyTests {
    @Test func pdfRecordsMatchesAndReportsEachKindOfDifference() throws {
        let directory = try SnapshotTestSupport.scratchDirectory("pdf")
        let strategy = Snapshotting<Receipt, Data>.pdf(layout: .fixed(width: 200, height: 120))
        let first = verifySnapshot(of: Receipt(), as: strategy, named: "receipt", snapshotDirectory: directory)
        #expect(first?.contains("Automatically recorded snapshot") == true)
        let file = directory + "/pdfRecordsMatchesAndReportsEachKindOfDifference.receipt.linux.pdf"
        #expect(FileManager.default.contents(atPath: file)?.starts(with: Array("%PDF".utf8)) == true)
        #expect(verifySnapshot(of: Receipt(), as: strategy, named: "receipt", snapshotDirectory: directory) == nil)

        let text = verifySnapshot(of: Receipt(total: "99.00"), as: strategy, named: "receipt",
                                  snapshotDirectory: directory)
        #expect(text?.contains("Page 1's text differs.") == true)
        #expect(text?.contains("Total 99.00") == true)

        let image = verifySnapshot(of: Receipt(stripe: .red), as: strategy, named: "receipt",
                                   snapshotDirectory: directory)
        #expect(image?.contains("Page 1's image differs.") == true)
        #expect(image?.contains("(400×240 px)") == true)

        let size = verifySnapshot(of: Receipt(), as: .pdf(layout: .fixed(width: 210, height: 120)), named: "receipt",
                                  snapshotDirectory: directory)
        #expect(size?.contains("Page 1 is 210 × 120 pt; the reference's is 200 × 120 pt.") == true)
    }

    @Test func svgIsStableWithinAProcessAndFailsOnChange() throws {
        let directory = try SnapshotTestSupport.scratchDirectory("svg")
        let strategy = Snapshotting<Receipt, String>.svg(layout: .fixed(width: 200, height: 120))
        #expect(strategy.pathExtension == "linux.svg")
        _ = verifySnapshot(of: Receipt(), as: strategy, named: "receipt", snapshotDirectory: directory)
        // Something else drawn in between moves cairo's global id counters; the normalised document does not move.
        _ = SnapshotTestSupport.take(Receipt(stripe: .blue), Snapshotting<Receipt, String>.svg())
        #expect(verifySnapshot(of: Receipt(), as: strategy, named: "receipt", snapshotDirectory: directory) == nil)
        let failure = verifySnapshot(of: Receipt(stripe: .red), as: strategy, named: "receipt",
                                     snapshotDirectory: directory)
        #expect(failure?.contains("@@") == true)
    }
}

#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif
#if canImport(CoreTransferable)
import CoreTransferable
#endif
import Foundation
import Testing
@testable import Darkroom

/// A card an app shares as a PNG, a PDF, its JSON and a text summary, written as Apple-platform
/// code is written (with the conditional imports above).
private struct ShareCard: Codable, Transferable {
    var title: String
    var score: Int

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { card in
            try ViewRenderer(options: RenderOptions(scale: 2)).pngData(card.view)
        }
        .suggestedFileName("card")
        FileRepresentation(exportedContentType: .pdf) { card in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID()).pdf")
            try ViewRenderer().writePDF(card.view, to: url)
            return SentTransferredFile(url)
        }
        CodableRepresentation(contentType: .shareCard)
        ProxyRepresentation(exporting: \.title)
    }

    var view: some View {
        VStack { Text(title).font(.headline); Text("\(score) points") }.padding()
    }
}

extension UTType {
    static let shareCard = UTType(exportedAs: "com.example.share-card")
}

@Suite("Sharing: Transferable, UTType, ShareLink")
struct TransferableTests {
    @Test func exportedBytesPerContentType() async throws {
        let card = ShareCard(title: "Gold", score: 42)
        let png = try await card.exported(as: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let pdf = try await card.exported(as: .pdf)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        let json = try await card.exported(as: .shareCard)
        #expect(try JSONDecoder().decode(ShareCard.self, from: json).score == 42)
        #expect(try await card.exported(as: .plainText) == Data("Gold".utf8))
        #expect(card.exportedContentTypes.first == .png)
        #expect(card.suggestedFileName(for: .png) == "card.png")
        await #expect(throws: TransferError.self) { try await card.exported(as: .mpeg4Movie) }
        // Image exports its pixels as PNG, as SwiftUI's does.
        let bitmap = try await ViewRenderer().image(Color.red.frame(width: 3, height: 2))
        let imagePNG = try await Image(decorative: bitmap, scale: 1).exported(as: .png)
        #expect(UIImage(data: imagePNG)?.size == CGSize(width: 3, height: 2))
        #expect(try await "hé".exported(as: .utf8PlainText) == Data("hé".utf8))
    }

    @Test func typesConformAndCarryTags() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data))
        #expect(UTType.pdf.conforms(to: .data) && !UTType.pdf.conforms(to: .image))
        #expect(UTType.utf8PlainText.isSubtype(of: .text))
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("public.png") == .png)
        #expect(UTType.shareCard.conforms(to: .data))
        #expect(UTType("com.example.share-card") == .shareCard)
        let unknown = UTType(filenameExtension: "xyzzy")
        #expect(unknown?.isDynamic == true && unknown?.preferredFilenameExtension == "xyzzy")
        #expect(UTType("com.example.undeclared") == nil)
    }

    @Test func shareLinkDrawsAsIOSDoes() throws {
        let card = ShareCard(title: "Gold", score: 42)
        let link = ShareLink(item: card, preview: SharePreview("Gold card", image: Image(systemName: "star")))
        let placed = try ViewRenderer().layout(link)
        #expect(placed.all(named: "Text").compactMap(\.text) == ["Share"])
        let titled = ShareLink("Send", item: URL(string: "https://example.com")!,
                               preview: SharePreview("Example"))
        #expect(try ViewRenderer().layout(titled).all(named: "Text").compactMap(\.text) == ["Send"])
        let custom = ShareLink(items: ["a", "b"]) { Text("Both") }
        #expect(try ViewRenderer().layout(custom).all(named: "Text").compactMap(\.text) == ["Both"])
    }
}

// One view file shared between an iOS app and a server: the app shows it, the server renders it.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Receipt: Identifiable { let id = UUID(); let item: String; let price: Double }

struct ReceiptView: View {
    let receipts: [Receipt]
    var total: Double { receipts.reduce(0) { $0 + $1.price } }
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Receipt").font(.headline)
            ForEach(receipts) { r in
                HStack {
                    Text(r.item)
                    Spacer()
                    Text(String(format: "%.2f", r.price)).monospacedDigit()
                }
            }
            Divider()
            HStack { Text("Total").bold(); Spacer(); Text(String(format: "%.2f", total)).bold() }
        }
        .padding()
        .frame(width: 260)
    }
}

#if os(iOS)
struct ReceiptScreen: View {
    var body: some View { ReceiptView(receipts: []) }
}
#else
let items = [Receipt(item: "Coffee", price: 3.5), Receipt(item: "Croissant", price: 2.25)]
MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: ReceiptView(receipts: items))
    renderer.scale = 2
    guard let image = renderer.cgImage else { print("FAIL"); exit(1) }
    print("receipt-width \(image.width)")
}
print("OK")
#endif

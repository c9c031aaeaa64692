// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/about/mail/WriteToUsView.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

struct WriteToUsView: View {
    @State private var showMailView = false

    let composeMailDataFactory: ComposeMailDataFactory

    @ViewBuilder var body: some View {
        HStack {
            Text(Strings.Settings.About.email)
            Spacer()
            Image(systemName: "envelope")
        }
        .disabled(!MailView.canSendMail)
        .onTapGesture {
            showMailView = true
        }
        .sheet(isPresented: $showMailView) {
            MailView(data: composeMailDataFactory.make()) { _ in
                showMailView = true
            }
        }
    }
}

struct WriteToUsViewPreview: PreviewProvider {
    static var previews: some View {
        Form {
            WriteToUsView(composeMailDataFactory: ComposeMailDataFactory())
        }
    }
}

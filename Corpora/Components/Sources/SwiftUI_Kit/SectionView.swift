// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/jordansinger/SwiftUI-Kit/blob/1211aa6b1aee07a3860e4f45d5cd5efcfec64509/Shared/SectionView.swift
// Licence: MIT, Copyright (c) 2020 Jordan Singer (full text: Components/LICENSES/jordansinger+SwiftUI-Kit.txt)

//
//  SectionView.swift
//  SwiftUI Kit
//
//  Created by Jordan Singer on 7/10/20.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct SectionView<Content: View>: View {
    var title: String?
    var description: String
    let content: () -> Content
    
    var body: some View {
        Group {
            #if os(iOS)
            Section(footer: Text(description)) {
                if let title = title {
                    Text(title)
                        .font(.headline)
                }
                content()
            }
            #else
            Group {
                if let title = title {
                    Text(title).font(.title3).bold()
                }
                content()
                Text(description).font(.body).foregroundColor(.secondary)
                Divider()
            }
            #endif
        }
    }
}

struct SectionView_Previews: PreviewProvider {
    static var previews: some View {
        SectionView(title: "Section", description: "Description", content: { Text("Content") })
            .previewLayout(.sizeThatFits)
    }
}

// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/Alert/ActionSheetPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  ActionSheetPage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/15.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct ActionSheetPage : View {
    
    @State var showSheet = false
    var body: some View {
        VStack {
            Button(action: {
                self.showSheet = true
            }) {
                Text("ActionSheet")
                    .bold()
                    .font(.system(.largeTitle,
                                  design: .rounded))
            }
            .actionSheet(isPresented: $showSheet, content: {sheet})
        }

    }
    
    private var sheet: ActionSheet {

        let action = ActionSheet(title: Text("Title"),
                                 message: Text("Message"),
                                 buttons:
            [.default(Text("Default"), action: {
                print("Default")
                self.showSheet = false
            }),.destructive(Text("destructive"), action: {
                print("destructive")
                self.showSheet = false
            }),.cancel({
                print("Cancel")
                self.showSheet = false
            })])
        
        return action
    }
}

#if DEBUG
struct ActionSheetPage_Previews : PreviewProvider {
    static var previews: some View {
        ActionSheetPage()
    }
}
#endif

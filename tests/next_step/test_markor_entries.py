"""Notes, files, playlists and contacts asked for in a task writer's formal words (first tries, session 26: 16 of 30
done at first sight, two false dones: a contact "labelled Home" saved as Mobile, and a contact form filled in "but do
not save it" read as a call), each proved in other wordings than the ones found."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnContactsAddWithLabel", "Add Lena Tanaka to my contacts with the number (845) 555-5571, labeled as home."),
        (
            "ContactsNewContactDraft",
            "Fill out the new contact screen with first name: Tomas, last name: Brennan, phone: +18995559039 and type: "
            "Work, but don't save the contact.",
        ),
        (
            "OwnVlcPlaylistTitledInOrder",
            'Create a VLC playlist titled "Evening" composed of the following files from Internal Memory/WhatsApp Video, '
            "in order: skate_trick.mp4, wedding_speech.mp4, trailer_final.mp4, beach_day.mp4.",
        ),
        (
            "OwnVlcNewPlaylistOfFive",
            'In VLC, make a playlist called "Gym" containing, in this exact order: documentary.mkv, birthday_cake.mp4, '
            "dog_park.mp4, lecture_04.mkv, trailer_final.mp4. The files are located in different folders.",
        ),
        (
            "OwnVlcNewSongPlaylist",
            'Create a playlist "Evening" in VLC which has the songs Quiet Storm, Copper Sky and Night Bus in that sequence.',
        ),
        (
            "OwnFilesRenameFile",
            "Rename the file recipe_card.jpg located in the Download folder to scanned_recipe_card.jpg.",
        ),
        ("OwnFilesDeleteKind", "In the Files app, remove every .txt file kept in the Documents folder."),
        (
            "OwnMarkorCreateNoteTitleBody",
            'Create a new Markor note whose title is "Gift ideas" and whose text is: A scarf for Omar and a book for Lena. '
            "The note's name should be its title.",
        ),
        (
            "OwnMarkorCreateNotes",
            'In Markor, create two notes: one called "Reading list" containing "Dune, Middlemarch and The Overstory." and '
            'another one called "Gift ideas" containing "A scarf for Omar and a book for Lena.".',
        ),
        ("OwnMarkorCopyNoteText", "In Markor, create a new note letter.md which contains the same text as minutes.md."),
        (
            "MarkorAddNoteHeader",
            'Prepend "Remember to back up the laptop." followed by a blank line to the Markor note workout_26.md, and '
            "rename it to reading_69.md.",
        ),
        ("MarkorEditNote", 'Open workout_18.txt in Markor and add "Book the train to Lyon before Friday." to the end.'),
        (
            "RecipeAddMultipleRecipesFromMarkor2",
            "Check recipes.txt in Markor and add to Broccoli the recipes that take 10 mins.",
        ),
        (
            "RetroSavePlaylist",
            'In Retro Music, make the playlist "Focus 48" with Ocean Eyes, Silver Lining, Paper Planes and Static Love, in '
            "that order, then export it to the device's Downloads folder.",
        ),
    ],
)
async def test_entries_asked_for_formally_are_made(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems

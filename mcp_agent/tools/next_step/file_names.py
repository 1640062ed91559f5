"""The kinds of file people name by their extension ("the pdfs", "every .jpg"), shared by the readers of file
tasks and of questions about a folder's files; and the shared storage's own folders."""

EXTENSIONS = (
    r"pdf|jpe?g|png|gif|webp|heic|txt|md|docx?|xlsx?|pptx?|odt|csv|json|html?|zip|apk|mp3|m4a|wav|ogg|mp4|mkv|mov"
)

# Android's public folders of the shared storage: a file said to be in one is the file manager's to act on.
STORAGE_FOLDERS = frozenset(
    {"alarms", "audiobooks", "dcim", "documents", "download", "downloads", "movies", "music", "notifications"}
    | {"pictures", "podcasts", "recordings", "ringtones"}
)


# One of them named in a sentence, capitalised or dictated ("in downloads").
STORAGE_FOLDER_WORD = "(?i:" + "|".join(sorted(STORAGE_FOLDERS, key=len, reverse=True)) + ")"


def storage_folder(name: str) -> bool:
    return name.strip().casefold() in STORAGE_FOLDERS

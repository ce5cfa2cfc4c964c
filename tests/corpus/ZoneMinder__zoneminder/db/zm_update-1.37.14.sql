ALTER TABLE `Monitors` MODIFY `OutputContainer` enum('auto','mp4','mkv','webm') default 'auto';
